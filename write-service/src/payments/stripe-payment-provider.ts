/** Stripe Checkout behind the payment-provider port. */
import { messages } from '@kamra/contracts/messages';
import { BadRequestError, type Logger, type StripeConfig } from '@kamra/platform';
import Stripe from 'stripe';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';
import { PaymentProviderUnavailableError } from './payment-errors.js';
import {
  minorUnits, type CheckoutRequest, type CreatedCheckout, type PaymentProvider, type ProviderSession,
  type ProviderSessionStatus, type WebhookNotice,
} from './payment-provider.js';

/** The webhook events that concern a checkout session; the session is read back from Stripe for each. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {
    const base = config.apiBase;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const { boostPackage } = request;
    const session = await this.call(() => this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{
        quantity: 1,
        price_data: {
          currency: boostPackage.currency.toLowerCase(),
          unit_amount: minorUnits(boostPackage.amount),
          product_data: { name: `${boostPackage.name} (${boostPackage.days} days boost)` },
        },
      }],
      client_reference_id: request.listingId,
      metadata: { listingId: request.listingId, userId: request.userId, package: boostPackage.id },
      success_url: this.publicUrl + request.successPath,
      cancel_url: this.publicUrl + request.cancelPath,
    }, request.idempotencyKey === null ? undefined : { idempotencyKey: request.idempotencyKey }));
    if (session === null || session.url === null) throw new PaymentProviderUnavailableError();
    return { id: session.id, url: session.url };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] }));
    if (session === null) return null;
    return {
      id: session.id,
      status: statusOf(session),
      metadata: session.metadata ?? {},
      amountTotal: session.amount_total,
      currency: session.currency,
    };
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookNotice {
    const secret = this.config.webhookSecret;
    if (secret === null || signature === undefined) throw new BadRequestError(messages.webhookSignatureInvalid);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestError(messages.webhookSignatureInvalid);
    }
    if (!SESSION_EVENTS.has(event.type)) return { kind: 'ignored', eventType: event.type };
    const object: unknown = event.data.object;
    const id = typeof object === 'object' && object !== null && 'id' in object ? object.id : undefined;
    if (typeof id !== 'string') return { kind: 'ignored', eventType: event.type };
    return { kind: 'session', sessionId: id, eventType: event.type };
  }

  /** Stripe's answers as ours: an unknown session is null, a key reused a 422; an outage or a refusal is a 503 to retry. */
  private async call<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      // Stripe compares a key's parameters with its first request's (400), as we promise to; a
      // 409 is the same key still being worked on, which the client's retries outlasted.
      if (error instanceof Stripe.errors.StripeIdempotencyError && error.statusCode !== 409) throw new IdempotencyKeyReusedError();
      this.logger.error({ err: error }, 'stripe call failed');
      throw new PaymentProviderUnavailableError();
    }
  }
}

function statusOf(session: Stripe.Checkout.Session): ProviderSessionStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  if (session.payment_status !== 'paid') return 'unpaid';
  return wasRefunded(session.payment_intent) ? 'refunded' : 'paid';
}

function wasRefunded(intent: Stripe.Checkout.Session['payment_intent']): boolean {
  if (intent === null || typeof intent === 'string') return false;
  const charge = intent.latest_charge;
  if (charge === null || typeof charge === 'string') return false;
  return charge.refunded || charge.amount_refunded > 0;
}
