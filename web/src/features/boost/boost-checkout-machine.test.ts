import type { BoostPackageId } from '@kamra/contracts/boost';
import { messages } from '@kamra/contracts/messages';
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { boostCheckoutMachine } from './boost-checkout-machine';

type CreateInput = { listingId: string; package: BoostPackageId; key: string };

function startMachine(create: (input: CreateInput) => Promise<CheckoutCreated>) {
  const calls: CreateInput[] = [];
  const visited: string[] = [];
  const machine = boostCheckoutMachine.provide({
    actors: { createCheckout: fromPromise<CheckoutCreated, CreateInput>(({ input }) => (calls.push(input), create(input))) },
    actions: { goToCheckout: (_, url: string) => void visited.push(url) },
  });
  const actor = createActor(machine, { input: { listingId: 'listing-1' } }).start();
  return { actor, calls, visited };
}

describe('boost checkout machine', () => {
  it('waits for a choice, creates the session for that package, then leaves for the checkout page', async () => {
    const { actor, calls, visited } = startMachine(async () => ({ id: 'cs_1', url: 'https://checkout.stripe.test/cs_1' }));
    expect(actor.getSnapshot().value).toBe('choose');
    actor.send({ type: 'CHOOSE', package: 'standard' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.chosen).toBe('standard');
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(calls).toEqual([{ listingId: 'listing-1', package: 'standard', key: expect.stringMatching(/^[\x21-\x7e]{1,200}$/) }]);
    expect(visited).toEqual(['https://checkout.stripe.test/cs_1']);
  });

  it("shows the server's message when the session cannot be created, and lets the person choose again", async () => {
    let attempt = 0;
    const { actor, visited } = startMachine(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(409, 'conflict', messages.boostListingPending);
      return { id: 'cs_2', url: '/api/payments/test-checkout/cs_2' };
    });
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('choose') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.boostListingPending);

    actor.send({ type: 'CHOOSE', package: 'special' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(visited).toEqual(['/api/payments/test-checkout/cs_2']);
  });

  it('sends a package chosen again with its first key, so a lost answer finds its session; another package, or a choice after coming back, gets a new one', async () => {
    let attempt = 0;
    const { actor, calls } = startMachine(async () => {
      attempt += 1;
      if (attempt <= 2) throw new TypeError('Failed to fetch');
      return { id: `cs_${attempt}`, url: '/checkout' };
    });
    const failedOnce = () => waitFor(actor, (snapshot) => snapshot.matches('choose') && snapshot.context.error !== null);
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await failedOnce();
    actor.send({ type: 'CHOOSE', package: 'special' });
    await failedOnce();
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    actor.send({ type: 'RETURNED' });
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));

    const [basic, special, basicAgain, afterReturn] = calls.map((call) => call.key);
    expect(basicAgain).toBe(basic);
    expect(special).not.toBe(basic);
    expect(afterReturn).not.toBe(basic);
    expect(new Set([basic, special, afterReturn]).size).toBe(3);
  });

  it('starts anew after an answer the server gave, since the provider would replay it for the same key', async () => {
    let attempt = 0;
    const { actor, calls } = startMachine(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(503, 'payment_provider_unavailable', messages.paymentProviderUnavailable);
      return { id: 'cs_2', url: '/checkout' };
    });
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('choose') && snapshot.context.error !== null);
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    const [first, second] = calls.map((call) => call.key);
    expect(second).not.toBe(first);
  });

  it('shows the connection message when the request never got an answer', async () => {
    const { actor } = startMachine(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(messages.connectionFailed);
  });

  it('comes back to the choice when the person returns from the checkout without paying', async () => {
    const { actor } = startMachine(async () => ({ id: 'cs_3', url: '/checkout' }));
    actor.send({ type: 'CHOOSE', package: 'basic' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    actor.send({ type: 'CHOOSE', package: 'special' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    actor.send({ type: 'RETURNED' });
    expect(actor.getSnapshot().value).toBe('choose');
    expect(actor.getSnapshot().context.chosen).toBeNull();
  });

  it('ignores a second choice while a session is being created', () => {
    const { actor, calls } = startMachine(() => new Promise(() => undefined));
    actor.send({ type: 'CHOOSE', package: 'basic' });
    actor.send({ type: 'CHOOSE', package: 'special' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.chosen).toBe('basic');
  });
});
