import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { authMachine, authStatusOf, readSignInCode } from '../../features/auth';
import { AuthContext, type AuthState } from '../../lib/auth/auth-context';
import { readAuthToken } from '../../lib/auth-token';

/** Runs the sign-in machine once per page load and shares its state with the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [snapshot, send] = useMachine(authMachine, {
    input: { code: readSignInCode(window.location), token: readAuthToken() },
  });

  const status = authStatusOf(snapshot);
  const { user, refusal } = snapshot.context;
  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      signOut: () => send({ type: 'SIGN_OUT' }),
      signInRefusal: refusal,
      dismissSignInRefusal: () => send({ type: 'DISMISS_REFUSAL' }),
    }),
    [status, user, refusal, send],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
