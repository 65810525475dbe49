import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { message, translateMessage } from '../../../i18n';
import { saveSearch } from '../../../lib/api/saved-searches';
import { useAuth } from '../../../lib/auth/auth-context';
import { takeSignInIntent, type SignInIntent } from '../../../lib/auth/sign-in-intent';
import { useSignInPrompt } from '../../../lib/auth/sign-in-prompt';
import { failureOf } from '../../../lib/command-status';
import { routePaths } from '../../../lib/paths';

type Outcome = { tone: 'done' | 'error'; text: string } | null;

type SaveSearchIntent = Extract<SignInIntent, { action: 'saveSearch' }>;

/** The strip's search: rooms in a city, told once a day. */
const cityAlert = (city: string): SaveSearchIntent['search'] => ({ kind: 'room', location: city, filters: {}, alerts: 'daily' });

/** A noted intent this strip made: a city's rooms with a daily alert and no other filter. */
const isCityAlert = (intent: SignInIntent): intent is SaveSearchIntent =>
  intent.action === 'saveSearch' && intent.search.kind === 'room' && intent.search.alerts === 'daily' && Object.keys(intent.search.filters).length === 0;

/**
 * The home page's strip: "alert me about new rooms in my city". Signed in, it saves a search
 * for rooms in that city with a daily alert; a visitor is asked to sign in first.
 */
export function NewsletterStrip() {
  const { t } = useTranslation('home');
  const inputId = useId();
  const { user } = useAuth();
  const prompt = useSignInPrompt();
  const [city, setCity] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async (place: string) => {
    setSending(true);
    setOutcome(null);
    try {
      await saveSearch(cityAlert(place));
      setOutcome({ tone: 'done', text: t('newsletter.done', { city: place }) });
      setCity('');
    } catch (failure) {
      setOutcome({ tone: 'error', text: translateMessage(failureOf(failure).message) });
    } finally {
      setSending(false);
    }
  };

  // Back from signing in to set up this alert: set it up now, for the city typed then.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const intent = takeSignInIntent(window.location.pathname, isCityAlert, Date.now());
    if (intent !== null) void send(intent.search.location);
    // `send` only sets this strip's state; running once per sign-in is what matters here.
  }, [signedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user === null) {
      // With a city typed, the alert is set up once they are back signed in.
      prompt(city.trim() === '' ? undefined : { action: 'saveSearch', search: cityAlert(city.trim()) });
      return;
    }
    if (city.trim() === '') {
      setOutcome({ tone: 'error', text: message('searchAddressRequired') });
      return;
    }
    void send(city.trim());
  };

  return (
    <section className="newsletter">
      <div className="container newsletter__inner">
        <div className="newsletter__copy">
          <Icon name="mail" size={32} />
          <div>
            <h2>{t('newsletter.title')}</h2>
            <p>{t('newsletter.text')}</p>
          </div>
        </div>
        <form className="newsletter__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('newsletter.cityLabel')}
          </label>
          <input
            id={inputId}
            className="input"
            type="text"
            placeholder={t('newsletter.cityPlaceholder')}
            autoComplete="address-level2"
            value={city}
            onChange={(event) => setCity(event.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {t('newsletter.submit')}
          </button>
          {outcome !== null && (
            <p className={`newsletter__outcome newsletter__outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
              {outcome.text}
              {outcome.tone === 'done' && (
                <>
                  {' '}
                  <Link href={routePaths.savedSearches}>{t('newsletter.savedSearches')}</Link>
                </>
              )}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
