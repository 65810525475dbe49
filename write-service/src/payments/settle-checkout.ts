/**
 * Settles one checkout session from what the provider says now: a paid session is confirmed
 * in the log and boosts its listing; any other outcome boosts nothing and says why. The
 * webhook and the BoostSuccess page's verify both come here, in any order, as often as they
 * like, from any number of instances: the checkout stream takes one PaymentConfirmed and the
 * listing stream one ListingBoosted per session (each decider refuses the second, and the
 * stream revision turns a race into a retry that sees the first). A paid session whose listing
 * stopped being boostable after checkout (closed, expired, deleted) boosts nothing: it is
 * recorded on the checkout stream as PaymentNotApplied, money due back, and answered 409.
 */
import { BOOST_PACKAGES } from '@kamra/contracts/boost';
import { checkoutStream, listingStream, type CheckoutStarted } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { PaymentVerification } from '@kamra/contracts/read-models';
import type { EventStore } from '@kamra/eventstore';
import { ConflictError, NotFoundError } from '@kamra/platform';
import { handleCommand, loadAggregate } from '../commands/handle-command.js';
import type { CommandContext } from '../commands/event-metadata.js';
import { latestPosition } from '../commands/latest-position.js';
import { listingDecider } from '../listings/listing-decider.js';
import { unboostableReason } from '@kamra/contracts/rules';
import { checkoutDecider } from './checkout-decider.js';
import { assertCheckoutOf, PAYMENT_FAILURE_MESSAGES } from './checkout-policies.js';
import { PaymentFailedError } from './payment-errors.js';
import { minorUnits, type PaymentProvider, type ProviderSession } from './payment-provider.js';

export interface SettleDeps {
  store: EventStore;
  provider: PaymentProvider;
}

/** `requesterId` is the person asking (verify), or null for the provider itself (webhook). */
export async function settleCheckout(
  deps: SettleDeps,
  sessionId: string,
  requesterId: string | null,
  context: CommandContext,
): Promise<PaymentVerification> {
  const stream = checkoutStream(sessionId);
  const { state } = await loadAggregate(deps.store, stream, checkoutDecider);
  if (!state.exists) throw new NotFoundError(messages.checkoutNotFound);
  assertCheckoutOf(state.started.userId, requesterId);
  if (state.status === 'failed') throw new PaymentFailedError(PAYMENT_FAILURE_MESSAGES[state.failure ?? 'failed']);
  // Once the money is owed back no boost follows, even if the listing shows again (renewed).
  if (state.notApplied !== null) throw new ConflictError(messages.paymentNotApplied);

  // A confirmed session needs no provider call: its money is in, only the boost may be missing.
  if (state.status === 'started') {
    const session = await deps.provider.retrieveSession(sessionId);
    if (session === null) throw new NotFoundError(messages.checkoutNotFound);
    assertSameTerms(session, state.started);
    switch (session.status) {
      case 'open':
      case 'unpaid':
        throw new PaymentFailedError(messages.paymentNotPaid);
      case 'expired':
      case 'refunded':
        await handleCommand(deps.store, stream, checkoutDecider, { type: 'FailPayment', sessionId, reason: session.status, requesterId }, context);
        throw new PaymentFailedError(PAYMENT_FAILURE_MESSAGES[session.status]);
      case 'paid':
        await handleCommand(deps.store, stream, checkoutDecider, { type: 'ConfirmPayment', sessionId, requesterId }, context);
        break;
    }
  }
  return boostPaidListing(deps.store, state.started, context);
}

/** Applies the paid boost (again, harmlessly, when it already was) and answers what the listing looks like now. */
async function boostPaidListing(store: EventStore, started: CheckoutStarted['data'], context: CommandContext): Promise<PaymentVerification> {
  const { listingId, sessionId, userId } = started;
  try {
    await handleCommand(store, listingStream(listingId), listingDecider, {
      type: 'BoostListing', listingId, requesterId: userId, package: started.package, sessionId, now: context.now.toISOString(),
    }, context);
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    await recordNotApplied(store, started, context, error);
  }
  const { state: listing } = await loadAggregate(store, listingStream(listingId), listingDecider);
  if (!listing.exists || listing.boostedUntil === null) throw new NotFoundError(messages.listingNotFound);
  const boostPackage = BOOST_PACKAGES[started.package];
  return {
    sessionId,
    listingId,
    kind: listing.kind,
    package: boostPackage.id,
    packageName: boostPackage.name,
    days: started.days,
    amount: started.amount,
    currency: started.currency,
    boostedUntil: listing.boostedUntil,
    // The listing's latest event covers this boost, whether this call appended it or an earlier one did.
    position: await latestPosition(store, listingStream(listingId), messages.listingNotFound),
    message: messages.paymentConfirmed,
  };
}

/**
 * The listing refused a paid boost: if that is because nobody can see it any more, the payment
 * is recorded as due back (once, whoever gets here first) and the payer told so; any other
 * refusal is passed on as it was.
 */
async function recordNotApplied(store: EventStore, started: CheckoutStarted['data'], context: CommandContext, refused: Error): Promise<never> {
  const { state: listing } = await loadAggregate(store, listingStream(started.listingId), listingDecider);
  const reason = listing.exists ? unboostableReason(listing, context.now) : 'deleted';
  if (reason === null) throw refused;
  await handleCommand(store, checkoutStream(started.sessionId), checkoutDecider, {
    type: 'RecordPaymentNotApplied', sessionId: started.sessionId, reason,
  }, context);
  throw new ConflictError(messages.paymentNotApplied);
}

/** The provider's session must be the one we started: same listing, person, package and price. */
function assertSameTerms(session: ProviderSession, started: CheckoutStarted['data']): void {
  const { metadata } = session;
  const same = metadata.listingId === started.listingId
    && metadata.userId === started.userId
    && metadata.package === started.package
    && session.amountTotal === minorUnits(started.amount)
    && session.currency?.toUpperCase() === started.currency;
  if (!same) throw new ConflictError(messages.paymentMismatch);
}
