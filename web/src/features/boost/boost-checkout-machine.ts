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
  /**
   * The Idempotency-Key of each package's start, made when it is first chosen and kept while no
   * answer came back, until the person comes back from the checkout: a start whose answer was
   * lost (a slow network) finds the session the first one made instead of opening another.
   */
  keys: Partial<Record<BoostPackageId, string>>;
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
    createCheckout: fromPromise<CheckoutCreated, { listingId: string; package: BoostPackageId; key: string }>(
      ({ input, signal }) => startCheckout(input.listingId, input.package, input.key, signal),
    ),
  },
  actions: {
    goToCheckout: (_, url: string) => window.location.assign(url),
  },
}).createMachine({
  id: 'boostCheckout',
  context: ({ input }) => ({ listingId: input.listingId, chosen: null, keys: {}, error: null }),
  initial: 'choose',
  states: {
    choose: {
      on: {
        CHOOSE: {
          target: 'creating',
          actions: assign({
            chosen: ({ event }) => event.package,
            keys: ({ context, event }) => (context.keys[event.package] ? context.keys : { ...context.keys, [event.package]: crypto.randomUUID() }),
            error: null,
          }),
        },
      },
    },
    creating: {
      invoke: {
        src: 'createCheckout',
        input: ({ context }) => {
          const chosen = context.chosen ?? 'basic';
          return { listingId: context.listingId, package: chosen, key: context.keys[chosen] ?? crypto.randomUUID() };
        },
        onDone: { target: 'redirecting', actions: { type: 'goToCheckout', params: ({ event }) => event.output.url } },
        onError: {
          target: 'choose',
          actions: assign({
            error: ({ event }) => failureMessage(event.error),
            // A start the server answered is done with, failure and all (Stripe replays a key's
            // first answer, a 500 too): the next choice of that package is a new start. Only a
            // start no answer came back from keeps its key, to find the session it may have made.
            keys: ({ context, event }) => {
              if (!(event.error instanceof ApiError) || event.error.status === 0 || context.chosen === null) return context.keys;
              const { [context.chosen]: _answered, ...rest } = context.keys;
              return rest;
            },
          }),
        },
      },
    },
    redirecting: {
      on: {
        // Back from the provider's page: whatever happened to that session there (paid in another
        // tab, left to expire), the next choice starts a new one.
        RETURNED: { target: 'choose', actions: assign({ chosen: null, keys: {} }) },
      },
    },
  },
});
