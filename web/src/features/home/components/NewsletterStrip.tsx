import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { message, translateMessage } from '../../../i18n';
import { saveSearch } from '../../../lib/api/saved-searches';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSignInPrompt } from '../../../lib/auth/sign-in-prompt';
import { failureOf } from '../../../lib/command-status';
import { routePaths } from '../../../lib/paths';

type Outcome = { tone: 'done' | 'error'; text: string } | null;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (user === null) {
      prompt();
      return;
    }
    if (city.trim() === '') {
      setOutcome({ tone: 'error', text: message('searchAddressRequired') });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await saveSearch({ kind: 'room', location: city.trim(), filters: {}, alerts: 'daily' });
      setOutcome({ tone: 'done', text: t('newsletter.done', { city: city.trim() }) });
      setCity('');
    } catch (failure) {
      setOutcome({ tone: 'error', text: translateMessage(failureOf(failure).message) });
    } finally {
      setSending(false);
    }
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
        <form className="newsletter__form" onSubmit={(event) => void submit(event)}>
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
