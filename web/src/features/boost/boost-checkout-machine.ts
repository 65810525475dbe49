import type { BoostPackageId } from '@kamra/contracts/boost';
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-error';
import { startCheckout } from './api/start-checkout';

export interface BoostCheckoutInput {
  listingId: string;
}

interface BoostCheckoutContext {
  listingId: string;
  chosen: BoostPackageId | null;
  /** What went wrong with the last attempt, for the person to read. */
  error: string | null;
}

export type BoostCheckoutEvent =
  | { type: 'CHOOSE'; package: BoostPackageId }
  /** The page is shown again after leaving for the checkout (back button, or Cancel on the provider's page). */
  | { type: 'RETURNED' };

/** The message a failed call shows: the server's own (from contracts), or the connection text. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}

/**
 * Boost checkout (spec section 4, "Boost payment"):
 *
 *   choose --CHOOSE--> creating --done--> redirecting (the browser leaves for the provider)
 *     ^                   |                    |
 *     +------ error ------+                    +--RETURNED--> choose (back from cancel)
 *
 * Creating the session and leaving the page are an actor and an action a test replaces.
 */
export const boostCheckoutMachine = setup({
  types: {
    input: {} as BoostCheckoutInput,
    context: {} as BoostCheckoutContext,
    events: {} as BoostCheckoutEvent,
  },
  actors: {
    createCheckout: fromPromise<CheckoutCreated, { listingId: string; package: BoostPackageId }>(
      ({ input, signal }) => startCheckout(input.listingId, input.package, signal),
    ),
  },
  actions: {
    goToCheckout: (_, url: string) => window.location.assign(url),
  },
}).createMachine({
  id: 'boostCheckout',
  context: ({ input }) => ({ listingId: input.listingId, chosen: null, error: null }),
  initial: 'choose',
  states: {
    choose: {
      on: {
        CHOOSE: { target: 'creating', actions: assign({ chosen: ({ event }) => event.package, error: null }) },
      },
    },
    creating: {
      invoke: {
        src: 'createCheckout',
        input: ({ context }) => ({ listingId: context.listingId, package: context.chosen ?? 'basic' }),
        onDone: { target: 'redirecting', actions: { type: 'goToCheckout', params: ({ event }) => event.output.url } },
        onError: { target: 'choose', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    redirecting: {
      on: {
        RETURNED: { target: 'choose', actions: assign({ chosen: null }) },
      },
    },
  },
});
