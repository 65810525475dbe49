import type { ListingKind } from '@kamra/contracts/options';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { message, translateMessage } from '../i18n';
import { ApiError } from '../lib/api-error';
import { saveSearch } from '../lib/api/saved-searches';
import { useAuth } from '../lib/auth/auth-context';
import { sameSearchCriteria, takeSignInIntent, type SignInIntent } from '../lib/auth/sign-in-intent';
import { useSignInPrompt } from '../lib/auth/sign-in-prompt';
import { routePaths } from '../lib/paths';
import { Icon } from './Icon';
import './save-search-button.css';

type Outcome = { tone: 'done' | 'error'; text: string } | null;

type SaveSearchIntent = Extract<SignInIntent, { action: 'saveSearch' }>;
type SearchToSave = SaveSearchIntent['search'];

/**
 * "Save this search" on results: the kind, place and filters on screen, kept with instant
 * alerts (changed later on the saved searches page). A visitor is asked to sign in.
 */
export function SaveSearchButton({ kind, location, filters }: { kind: ListingKind; location: string; filters: Readonly<Record<string, string>> }) {
  const { user } = useAuth();
  const prompt = useSignInPrompt();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t } = useTranslation('common');
  const signedIn = user !== null;
  // The order is how results are shown, not what they are: a saved search keeps only what matches.
  const { sort: _sort, ...criteria } = filters;
  const search: SearchToSave = { kind, location, filters: criteria, alerts: 'instant' };
  // A stable stand-in for the filters, so the effect below runs when they change, not on every render.
  const filtersKey = JSON.stringify(criteria);

  const send = async (body: SearchToSave) => {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await saveSearch({ ...body, filters: { ...body.filters } });
      setOutcome({ tone: 'done', text: translateMessage(answer.message) });
    } catch (failure) {
      setOutcome({ tone: 'error', text: failure instanceof ApiError ? failure.message : message('internalError') });
    } finally {
      setSending(false);
    }
  };

  // Back from signing in to save this very search: save it now, with the alerts chosen then.
  useEffect(() => {
    if (!signedIn) return;
    const belongs = (intent: SignInIntent): intent is SaveSearchIntent => intent.action === 'saveSearch' && sameSearchCriteria(intent.search, search);
    const intent = takeSignInIntent(window.location.pathname, belongs, Date.now());
    if (intent !== null) void send(intent.search);
    // `search` is made from kind, location and filtersKey; a render that changes none of them must not look again.
  }, [signedIn, kind, location, filtersKey]);

  const save = () => {
    if (!signedIn) {
      prompt({ action: 'saveSearch', search });
      return;
    }
    void send(search);
  };

  return (
    <div className="save-search">
      <button type="button" className="btn btn--outline save-search__button" disabled={sending || outcome?.tone === 'done'} onClick={save}>
        <Icon name="bell" size={18} />
        {outcome?.tone === 'done' ? t('saveSearch.saved') : t('saveSearch.save')}
      </button>
      {outcome !== null && (
        <p className={`save-search__outcome save-search__outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
          {outcome.tone === 'done' && (
            <>
              {' '}
              <Link href={routePaths.savedSearches}>{t('saveSearch.manageAlerts')}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
