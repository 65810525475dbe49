import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { usePage } from '../../../lib/use-page';
import { useAuth } from '../../../lib/auth/auth-context';
import { SignInModal } from './SignInModal';

function SignInRequired() {
  const [, navigate] = useLocation();
  const { t } = useTranslation('auth');
  usePage(t('pageTitle'));

  // Closing the modal goes back one page; a visitor who landed here directly has no page to
  // go back to, so they go home instead of staying stuck behind the closed modal.
  const close = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('~/', { replace: true });
  };

  return (
    <div className="page-pending">
      <SignInModal onClose={close} />
    </div>
  );
}

/** Renders its children for signed-in users and the sign-in modal for everyone else. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner />;
  if (user === null) return <SignInRequired />;
  return children;
}
