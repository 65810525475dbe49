import { messages } from '@kamra/contracts/messages';
import type { MyListing, PaymentVerification } from '@kamra/contracts/read-models';
import { assign, fromPromise, setup } from 'xstate';
import { verifyPayment } from './api/verify-payment';
import { waitForBoost } from './api/wait-for-boost';
import { ApiError } from '../../lib/api-error';
import { failureMessage } from './boost-checkout-machine';

export interface BoostSuccessInput {
  /** The session_id the provider put in the address, or null when the page was opened without one. */
  sessionId: string | null;
}

interface BoostSuccessContext {
  sessionId: string | null;
  verified: PaymentVerification | null;
  error: string | null;
}

/**
 * The BoostSuccess page (spec section 2): verify the session, then wait for the read side to
 * show the boost (x-after-position), so the lists the person goes to next are up to date.
 *
 *   start -> verifying -> syncing -> done
 *              |
 *              +-> signedOut (the session was lost on the way: nothing is known yet)
 *              +-> failed (the reason, from contracts; the spec only logged it)
 *
 * Verifying is safe to repeat: a reload verifies again and the server boosts once.
 */
export const boostSuccessMachine = setup({
  types: {
    input: {} as BoostSuccessInput,
    context: {} as BoostSuccessContext,
  },
  actors: {
    verify: fromPromise<PaymentVerification, { sessionId: string }>(({ input, signal }) => verifyPayment(input.sessionId, signal)),
    waitForLists: fromPromise<MyListing | null, PaymentVerification>(({ input, signal }) =>
      waitForBoost(input.kind, input.listingId, input.position, signal)),
  },
  guards: {
    hasSession: ({ context }) => context.sessionId !== null && context.sessionId !== '',
    // Paying on another device or browser, or a sign-in that ended meanwhile: the payment may
    // well have boosted the listing, so this is no failure to report.
    signedOut: ({ event }) => 'error' in event && event.error instanceof ApiError && event.error.status === 401,
  },
}).createMachine({
  id: 'boostSuccess',
  context: ({ input }) => ({ sessionId: input.sessionId, verified: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasSession', target: 'verifying' },
        { target: 'failed', actions: assign({ error: messages.paymentSessionIdMissing }) },
      ],
    },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'syncing', actions: assign({ verified: ({ event }) => event.output }) },
        onError: [
          { guard: 'signedOut', target: 'signedOut' },
          { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    syncing: {
      invoke: {
        src: 'waitForLists',
        input: ({ context }) => {
          if (context.verified === null) throw new Error('syncing needs a verified payment');
          return context.verified;
        },
        // The boost is applied either way; a slow read side only means the lists catch up later.
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
    // Signing in reloads the page, which verifies again.
    signedOut: { type: 'final' },
    failed: { type: 'final' },
  },
});
