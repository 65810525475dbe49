import { assign, fromPromise, setup } from 'xstate';
import { clearAuthToken, saveAuthToken } from '../../lib/auth-token';
import { forgetSignInIntent } from '../../lib/auth/sign-in-intent';
import { exchangeSignInCode } from './api/exchange-sign-in-code';
import { getSignedInUser } from './api/get-signed-in-user';
import { addressWithoutSignInCode, takeReturnTo } from './sign-in-code';
import type { AuthStatus } from '../../lib/auth/auth-context';
import type { SignedInUser } from '../../lib/auth/signed-in-user';

export interface AuthInput {
  /** One-time code from the sign-in redirect (`/?token=CODE`), if this load carries one. */
  code: string | null;
  /** Token already stored from an earlier sign-in. */
  token: string | null;
}

interface AuthContext {
  code: string | null;
  token: string | null;
  user: SignedInUser | null;
}

export type AuthEvent = { type: 'SIGN_OUT' };

/**
 * Sign-in lifecycle of one page load.
 *
 *   start -> exchanging (a code came back) -> reloading   (token stored, URL cleaned, page reloads)
 *         -> checking   (a token is stored) -> signedIn | signedOut (token removed)
 *         -> signedOut  (nothing stored; a noted sign-in intent is forgotten)
 *
 * Side effects are named actions and actors so tests can replace them.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    exchangeCode: fromPromise<string, { code: string }>(({ input }) => exchangeSignInCode(input.code)),
    loadUser: fromPromise<SignedInUser, { token: string }>(({ input, signal }) => getSignedInUser(input.token, signal)),
  },
  actions: {
    storeToken: (_, token: string) => saveAuthToken(token),
    forgetToken: () => clearAuthToken(),
    /**
     * Start the app again with the token: on the page the person signed in from, else on this
     * address without the code (a reload or a shared link never replays it).
     */
    reloadWithoutCode: () => {
      const back = takeReturnTo();
      if (back !== null) {
        window.location.replace(back);
        return;
      }
      window.history.replaceState(window.history.state, '', addressWithoutSignInCode(window.location.href));
      window.location.reload();
    },
    /**
     * A load that ends signed out means no sign-in round trip is under way (cancelled at the
     * provider, a failed code, signing out): what a visitor was doing before is not to be finished later.
     */
    forgetIntent: () => forgetSignInIntent(),
    dropCodeFromAddress: () => {
      window.history.replaceState(window.history.state, '', addressWithoutSignInCode(window.location.href));
    },
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ code: input.code, token: input.token, user: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'exchanging' },
        { guard: 'hasToken', target: 'checking' },
        { target: 'signedOut' },
      ],
    },
    exchanging: {
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: {
          target: 'reloading',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'reloadWithoutCode'],
        },
        // A stale or reused code: forget it and carry on with whatever was stored before.
        onError: [
          { guard: 'hasToken', target: 'checking', actions: ['dropCodeFromAddress', assign({ code: null })] },
          { target: 'signedOut', actions: ['dropCodeFromAddress', assign({ code: null })] },
        ],
      },
    },
    // Waiting for the browser to reload; the loading screen stays up.
    reloading: {},
    checking: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', assign({ token: null, user: null })],
        },
      },
    },
    signedIn: {
      on: {
        SIGN_OUT: { target: 'signedOut', actions: ['forgetToken', assign({ token: null, user: null })] },
      },
    },
    signedOut: {
      entry: 'forgetIntent',
    },
  },
});


/** Collapses the machine's states into what the interface needs to know. */
export function authStatusOf(state: { matches: (value: 'signedIn' | 'signedOut') => boolean }): AuthStatus {
  if (state.matches('signedIn')) return 'signedIn';
  if (state.matches('signedOut')) return 'signedOut';
  return 'loading';
}
