import { createContext, useContext } from 'react';
import type { AuthStatus } from './auth-machine';
import type { SignedInUser } from './signed-in-user';

export interface AuthState {
  status: AuthStatus;
  /** Present exactly when signed in. */
  user: SignedInUser | null;
  signOut: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error('useAuth must be used inside the AuthProvider.');
  return auth;
}
