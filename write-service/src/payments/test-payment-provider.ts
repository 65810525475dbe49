/**
 * The built-in test checkout: stands in for Stripe when no keys are set, so a fresh machine
 * can boost end to end. Sessions live in this process only; its page (test-checkout-page.ts)
 * marks them paid, as a person paying on Stripe's hosted page would.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError, PAYMENTS_PREFIX } from '@kamra/platform';
import {
  minorUnits, type CheckoutRequest, type CreatedCheckout, type PaymentProvider, type ProviderSession, type WebhookNotice,
} from './payment-provider.js';

export const TEST_CHECKOUT_PATH = `${PAYMENTS_PREFIX}/test-checkout`;

export interface TestCheckoutSession extends ProviderSession {
  packageName: string;
  days: number;
  amount: number;
  successUrl: string;
  cancelUrl: string;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test';
  private readonly sessions = new Map<string, TestCheckoutSession>();

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    // As unguessable as Stripe's: the id is all the test page asks for.
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const { boostPackage } = request;
    this.sessions.set(id, {
      id,
      status: 'open',
      metadata: { listingId: request.listingId, userId: request.userId, package: boostPackage.id },
      amountTotal: minorUnits(boostPackage.amount),
      currency: boostPackage.currency.toLowerCase(),
      packageName: boostPackage.name,
      days: boostPackage.days,
      amount: boostPackage.amount,
      successUrl: request.successPath.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: request.cancelPath,
    });
    return { id, url: `${TEST_CHECKOUT_PATH}/${id}` };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    return this.session(sessionId);
  }

  /** The test page's view of a session, with what it shows and where it sends the browser. */
  session(sessionId: string): TestCheckoutSession | null {
    return this.sessions.get(sessionId) ?? null;
  }

  /** The Pay button: an open session becomes paid. Anything else stays as it is. */
  pay(sessionId: string): TestCheckoutSession | null {
    const session = this.sessions.get(sessionId);
    if (session === undefined) return null;
    if (session.status === 'open') session.status = 'paid';
    return session;
  }

  /** For tests of the refusals: what Stripe reports for expired, unpaid or refunded sessions. */
  settle(sessionId: string, status: TestCheckoutSession['status']): void {
    const session = this.sessions.get(sessionId);
    if (session) session.status = status;
  }

  readWebhook(_rawBody: Buffer, _signature: string | undefined): WebhookNotice {
    // The test checkout confirms through its own page; no webhook can be trusted without a secret.
    throw new BadRequestError(messages.webhookSignatureInvalid);
  }
}
