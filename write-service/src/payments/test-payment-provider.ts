/**
 * The built-in test checkout: stands in for Stripe when no keys are set, so a fresh machine
 * can boost end to end. Its page (test-checkout-page.ts) marks sessions paid, as a person
 * paying on Stripe's hosted page would. Sessions are kept in a table of the write service's
 * database, as Stripe keeps them on its side: a checkout started on one instance is shown,
 * paid and verified on any other, and outlives a restart.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@kamra/contracts/messages';
import { BadRequestError, ownTable, PAYMENTS_PREFIX, type Database } from '@kamra/platform';
import { IdempotencyKeyReusedError } from '../commands/idempotency-key.js';
import {
  minorUnits, type CheckoutRequest, type CreatedCheckout, type PaymentProvider, type ProviderSession, type WebhookNotice,
} from './payment-provider.js';

export const TEST_CHECKOUT_PATH = `${PAYMENTS_PREFIX}/test-checkout`;
const TABLE = 'kamra_test_checkouts';

export interface TestCheckoutSession extends ProviderSession {
  packageName: string;
  days: number;
  amount: number;
  successUrl: string;
  cancelUrl: string;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test';
  private readonly table: () => Promise<void>;

  constructor(private readonly pool: Database['pool']) {
    this.table = ownTable(pool, TABLE, [
      `create table if not exists ${TABLE} (id text primary key, session jsonb not null)`,
      // A request's key finds the session it made, as on Stripe, which forgets keys after 24 hours;
      // kept here for good, as the test checkout's sessions are.
      `alter table ${TABLE} add column if not exists idempotency_key text`,
      `create unique index if not exists ${TABLE}_idempotency_key on ${TABLE} (idempotency_key)`,
    ]);
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    // As unguessable as Stripe's: the id is all the test page asks for.
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const { boostPackage } = request;
    const session: TestCheckoutSession = {
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
    };
    await this.table();
    const { rowCount } = await this.pool.query(
      `insert into ${TABLE} (id, session, idempotency_key) values ($1, $2, $3) on conflict (idempotency_key) do nothing`,
      [id, JSON.stringify(session), request.idempotencyKey],
    );
    if (rowCount === 1 || request.idempotencyKey === null) return checkoutAt(id);
    const { rows } = await this.pool.query<{ session: TestCheckoutSession }>(`select session from ${TABLE} where idempotency_key = $1`, [request.idempotencyKey]);
    const first = rows[0]?.session;
    // Inserted a moment ago by the request that holds the key, so it is there.
    if (!first) throw new Error('a test checkout was neither inserted nor found by its idempotency key');
    const { metadata } = first;
    if (metadata.listingId !== request.listingId || metadata.userId !== request.userId || metadata.package !== boostPackage.id) {
      throw new IdempotencyKeyReusedError();
    }
    return checkoutAt(first.id);
  }

  retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    return this.session(sessionId);
  }

  /** The test page's view of a session, with what it shows and where it sends the browser. */
  async session(sessionId: string): Promise<TestCheckoutSession | null> {
    await this.table();
    const { rows } = await this.pool.query<{ session: TestCheckoutSession }>(`select session from ${TABLE} where id = $1`, [sessionId]);
    return rows[0]?.session ?? null;
  }

  /** The Pay button: an open session becomes paid, in one statement, whoever presses it where. Anything else stays as it is. */
  async pay(sessionId: string): Promise<TestCheckoutSession | null> {
    await this.table();
    await this.pool.query(
      `update ${TABLE} set session = jsonb_set(session, '{status}', '"paid"') where id = $1 and session->>'status' = 'open'`,
      [sessionId],
    );
    return this.session(sessionId);
  }

  readWebhook(_rawBody: Buffer, _signature: string | undefined): WebhookNotice {
    // The test checkout confirms through its own page; no webhook can be trusted without a secret.
    throw new BadRequestError(messages.webhookSignatureInvalid);
  }
}

function checkoutAt(id: string): CreatedCheckout {
  return { id, url: `${TEST_CHECKOUT_PATH}/${id}` };
}
