import { createContext, useContext } from 'react';
import type { SignedInUser, Viewer } from './signed-in-user';

/** What the interface needs to know of the sign-in check. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  /** Present exactly when signed in. */
  user: SignedInUser | null;
  signOut: () => void;
  /** Why the sign-in link this page was opened with was not used (reader's language), until dismissed. */
  signInRefusal: string | null;
  dismissSignInRefusal: () => void;
}

/**
 * The signed-in person, shared through context: app/ provides it (running the auth feature's
 * sign-in machine), and any feature reads it here, so no page passes it down as a prop and no
 * feature imports the auth feature.
 */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error('useAuth must be used inside the AuthProvider.');
  return auth;
}

/** The person reading the page, or null for a visitor who is not signed in. */
export function useViewer(): Viewer | null {
  return useAuth().user;
}

/**
 * The signed-in person, for pages behind RequireSignIn (which renders them only once someone
 * is signed in): reaching this without one is a routing mistake, not a state to show.
 */
export function useSignedInViewer(): Viewer {
  const viewer = useViewer();
  if (viewer === null) throw new Error('useSignedInViewer is for pages behind RequireSignIn.');
  return viewer;
}
