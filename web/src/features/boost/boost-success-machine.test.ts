import { messages } from '@kamra/contracts/messages';
import type { MyListing, PaymentVerification } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { boostSuccessMachine } from './boost-success-machine';

const verified: PaymentVerification = {
  sessionId: 'cs_1', listingId: 'listing-1', kind: 'room', package: 'standard', packageName: 'Standard Package', days: 7,
  amount: 4500, currency: 'PKR', boostedUntil: '2026-11-30T12:00:00.000Z', position: '42.1', message: messages.paymentConfirmed,
};

function startPage(sessionId: string | null, verify: () => Promise<PaymentVerification>, waitForLists: () => Promise<MyListing | null> = async () => null) {
  const waited: PaymentVerification[] = [];
  const machine = boostSuccessMachine.provide({
    actors: {
      verify: fromPromise(verify),
      waitForLists: fromPromise<MyListing | null, PaymentVerification>(({ input }) => (waited.push(input), waitForLists())),
    },
  });
  return { actor: createActor(machine, { input: { sessionId } }).start(), waited };
}

describe('boost success page machine', () => {
  it('verifies, waits for the lists to pass the boost position, then shows the boost', async () => {
    const { actor, waited } = startPage('cs_1', async () => verified);
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.verified).toEqual(verified);
    expect(waited).toEqual([verified]);
  });

  it('still shows the boost when the lists are slow to catch up', async () => {
    const { actor } = startPage('cs_1', async () => verified, async () => {
      throw new ApiError(0, 'network_error', messages.connectionFailed);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("shows the server's reason when the payment did not go through", async () => {
    const { actor, waited } = startPage('cs_1', async () => {
      throw new ApiError(402, 'payment_failed', messages.paymentNotPaid);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentNotPaid);
    expect(waited).toEqual([]);
  });

  it('asks to sign in, not says the boost failed, when the session was lost on the way', async () => {
    const { actor, waited } = startPage('cs_1', async () => {
      throw new ApiError(401, 'unauthorized', messages.signInRequired);
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(waited).toEqual([]);
  });

  it('says what to do when the page was opened without a session', () => {
    for (const sessionId of [null, '']) {
      const { actor } = startPage(sessionId, async () => verified);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(messages.paymentSessionIdMissing);
    }
  });
});
