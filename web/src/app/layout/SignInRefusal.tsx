import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * Says why the sign-in link this page was opened with was not used (someone else's link, or an
 * expired one), above the page, until closed: the person stays who they were, and should know
 * no other account was signed in.
 */
export function SignInRefusal() {
  const { signInRefusal, dismissSignInRefusal } = useAuth();
  const { t } = useTranslation('common');
  if (signInRefusal === null) return null;
  return (
    <div className="container">
      <div className="sign-in-refusal" role="alert">
        <p className="sign-in-refusal__text">{signInRefusal}</p>
        <button type="button" className="btn btn--outline" onClick={dismissSignInRefusal}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
