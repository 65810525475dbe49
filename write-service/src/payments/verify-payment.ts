/** POST /api/payments/verify {sessionId}: the BoostSuccess page settles its own session. */
import { verifyPaymentSchema } from '@kamra/contracts/commands';
import type { RequestHandler } from 'express';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { requireActiveUser } from '../users/require-active-user.js';
import type { PaymentDeps } from './payment-deps.js';
import type { PaymentProvider } from './payment-provider.js';
import { settleCheckout } from './settle-checkout.js';

export function verifyPayment(deps: PaymentDeps, provider: PaymentProvider): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const { sessionId } = commandInput(verifyPaymentSchema, jsonBodyOf(req));
    const verified = await settleCheckout(
      { store: deps.store, provider }, sessionId, actor.userId,
      { actor, correlationId: req.requestId, now: deps.now() },
    );
    res.json(verified);
  };
}
