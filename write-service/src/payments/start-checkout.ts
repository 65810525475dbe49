/**
 * POST /api/payments/checkout {listingId, package}: the owner of an approved listing that still
 * shows (not closed, not expired) starts paying for a boost. The price comes from BOOST_PACKAGES; any amount sent is ignored.
 * With an Idempotency-Key, the same start sent again answers the session the first one made.
 */
import { BOOST_PACKAGES, CHECKOUT_CANCELLED_PARAM, CHECKOUT_CANCELLED_VALUE } from '@kamra/contracts/boost';
import { startCheckoutSchema } from '@kamra/contracts/commands';
import { checkoutStream, listingStream } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { CheckoutCreated } from '@kamra/contracts/read-models';
import { NotFoundError } from '@kamra/platform';
import type { RequestHandler } from 'express';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, uuidOf } from '../commands/idempotency-key.js';
import { handleRequestCommand } from '../commands/command-route.js';
import { loadAggregate } from '../commands/handle-command.js';
import { listingDecider } from '../listings/listing-decider.js';
import { listingIdParam } from '../listings/listing-position.js';
import { assertMayBoost } from '../listings/listing-policies.js';
import { requireActiveUser } from '../users/require-active-user.js';
import { checkoutDecider } from './checkout-decider.js';
import type { PaymentDeps } from './payment-deps.js';
import type { PaymentProvider } from './payment-provider.js';

/** Where the provider sends the browser; the success page verifies the session it names. */
export const BOOST_SUCCESS_PATH = '/BoostSuccess?session_id={CHECKOUT_SESSION_ID}';

export function startCheckout(deps: PaymentDeps, provider: PaymentProvider): RequestHandler {
  return async (req, res) => {
    const actor = await requireActiveUser(req, deps.store);
    const input = commandInput(startCheckoutSchema, jsonBodyOf(req));
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER));
    const listingId = listingIdParam(input.listingId);
    const { state: listing } = await loadAggregate(deps.store, listingStream(listingId), listingDecider);
    if (!listing.exists) throw new NotFoundError(messages.listingNotFound);
    assertMayBoost(listing, actor.userId, deps.now().toISOString());

    const boostPackage = BOOST_PACKAGES[input.package];
    const created = await provider.createCheckout({
      listingId,
      userId: actor.userId,
      boostPackage,
      successPath: BOOST_SUCCESS_PATH,
      cancelPath: `/myListing/${listing.kind}/${listingId}?${CHECKOUT_CANCELLED_PARAM}=${CHECKOUT_CANCELLED_VALUE}`,
      // The person is part of it: two people who happen to send the same key start two sessions.
      idempotencyKey: key === null ? null : uuidOf(`checkout\n${actor.userId}\n${key}`),
    });
    await handleRequestCommand(deps, req, actor, checkoutStream(created.id), checkoutDecider, {
      type: 'StartCheckout',
      data: {
        sessionId: created.id, listingId, userId: actor.userId, package: boostPackage.id,
        days: boostPackage.days, amount: boostPackage.amount, currency: boostPackage.currency,
      },
    });
    const answer: CheckoutCreated = { id: created.id, url: created.url };
    res.status(201).json(answer);
  };
}
