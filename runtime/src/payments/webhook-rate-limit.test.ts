/**
 * The payment webhook and the rate limits: signed notices are not commands (a burst of Stripe's
 * redeliveries must all be answered), while unsigned ones are refused and counted as commands.
 */
import { messages } from '@kamra/contracts/messages';
import type { ApiError, CheckoutCreated } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { boostsOf, listingIn } from './payment-fixtures.js';
import { startStripeStub, type StripeStub } from './stripe-stub.js';

const COMMANDS_PER_IP = 5;
const WEBHOOKS_PER_IP = 30;

let kamra: TestKamra;
let stripe: StripeStub;

beforeAll(async () => {
  stripe = await startStripeStub();
  kamra = await startTestKamra({
    ...stripe.env(),
    RATE_LIMIT_COMMANDS_PER_IP: String(COMMANDS_PER_IP),
    RATE_LIMIT_WEBHOOKS_PER_IP: String(WEBHOOKS_PER_IP),
  });
});
afterAll(async () => {
  await kamra?.close();
  await stripe?.close();
});

function deliver(body: string, headers: Record<string, string>, path = '/api/payments/webhook') {
  return kamra.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

describe('POST /api/payments/webhook under the rate limits', () => {
  it('answers every signed redelivery of a burst above the command limit, refuses and limits unsigned ones', async () => {
    const owner = await kamra.signIn();
    const listingId = await listingIn(kamra.store, owner.userId, 'approved');
    const started = await kamra.request('/api/payments/checkout', { method: 'POST', token: owner.token, json: { listingId, package: 'basic' } });
    expect(started.status).toBe(201);
    const { id: sessionId } = (await started.json()) as CheckoutCreated;
    stripe.pay(sessionId);

    // Four times the command limit, as Stripe redelivers after a slow answer; a mixed-case path reaches the same route.
    const signedStatuses: number[] = [];
    for (let i = 0; i < COMMANDS_PER_IP * 4; i++) {
      const { body, signature } = stripe.webhook('checkout.session.completed', sessionId);
      const path = i % 2 === 0 ? '/api/payments/webhook' : '/api/Payments/Webhook';
      signedStatuses.push((await deliver(body, { 'stripe-signature': signature }, path)).status);
    }
    expect(signedStatuses).toEqual(signedStatuses.map(() => 200));
    expect(await boostsOf(kamra.store, listingId)).toHaveLength(1);

    // A forged signature reaches the route, which refuses it: the webhook limit counts it, nothing is boosted.
    const { body } = stripe.webhook('checkout.session.completed', sessionId);
    const forged = await deliver(body, { 'stripe-signature': 't=1,v1=00' });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as ApiError).error.message).toBe(messages.webhookSignatureInvalid);

    // Unsigned: refused, and counted as commands of this address (the checkout above was one).
    const unsigned: number[] = [];
    for (let i = 0; i < COMMANDS_PER_IP; i++) unsigned.push((await deliver(body, {})).status);
    expect(unsigned).toEqual([400, 400, 400, 400, 429]);
  });

  it('still limits signed notices, at their own higher limit', async () => {
    const { body, signature } = stripe.webhook('customer.created', stripe.foreignSession().id);
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOKS_PER_IP + 2; i++) statuses.push((await deliver(body, { 'stripe-signature': signature })).status);
    // The first test spent COMMANDS_PER_IP * 4 + 1 of this address's webhook allowance.
    const allowed = WEBHOOKS_PER_IP - (COMMANDS_PER_IP * 4 + 1);
    expect(statuses.slice(0, allowed)).toEqual(Array.from({ length: allowed }, () => 200));
    expect(statuses.at(-1)).toBe(429);
  });
});
