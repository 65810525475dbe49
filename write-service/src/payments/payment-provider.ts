/**
 * The payment-provider port: what the boost payments need from a card provider. Stripe
 * Checkout is one adapter, the built-in test checkout the other; everything after the
 * provider call (the log, the boost, the answers) is the same code for both.
 */
import type { BoostPackage, BoostPackageId } from '@kamra/contracts/boost';

export interface CheckoutRequest {
  listingId: string;
  userId: string;
  boostPackage: BoostPackage;
  /**
   * Paths of the web client where the provider sends the browser after paying (with
   * `{CHECKOUT_SESSION_ID}` for the provider to fill in) or on giving up. Stripe needs them
   * absolute on PUBLIC_URL; the test checkout is served by this origin and keeps them relative.
   */
  successPath: string;
  cancelPath: string;
  /**
   * The same start sent again (a retry after a lost answer, a double tap) carries the same key:
   * the provider answers it with the session the first made. Scoped to the person already, so
   * two people's keys never meet; null when the client sent none.
   */
  idempotencyKey: string | null;
}

export interface CreatedCheckout {
  id: string;
  /** The provider's hosted checkout page. */
  url: string;
}

/**
 * A session as the provider sees it now. `paid` is a completed, paid session whose money was
 * not returned; `open` may still be paid; the rest never will be.
 */
export type ProviderSessionStatus = 'open' | 'paid' | 'unpaid' | 'expired' | 'refunded';

export interface ProviderSession {
  id: string;
  status: ProviderSessionStatus;
  /** What we wrote on the session when creating it; absent on sessions we did not create. */
  metadata: { listingId?: string; userId?: string; package?: BoostPackageId | string };
  /** In the provider's minor unit (paisa for PKR), as charged. */
  amountTotal: number | null;
  currency: string | null;
}

/** What a webhook delivery asks of us, once its signature is checked. */
export type WebhookNotice =
  | { kind: 'session'; sessionId: string; eventType: string }
  | { kind: 'ignored'; eventType: string };

export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  /** An idempotency key sent before with another listing or package is refused (IdempotencyKeyReusedError). */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** null when the provider knows no such session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Checks the signature over the exact bytes received; a bad or missing one is a BadRequestError. */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookNotice;
}

/** PKR is a two-decimal currency for card providers: whole rupees times 100. */
export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}
