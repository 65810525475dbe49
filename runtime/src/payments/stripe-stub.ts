import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

export interface StubSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  mode: 'payment';
  refunded: boolean;
}

export interface StripeStub {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StubSession>;
  /** Every form the app posted to create a session. */
  created: URLSearchParams[];
  /** How many times a session was read back. */
  retrievals: number;
  /** Answer 500 to every call while true (an outage). */
  failing: boolean;
  /** What Stripe's hosted page does when the person pays; and what Stripe does later. */
  pay(id: string): void;
  expire(id: string): void;
  refund(id: string): void;
  /** A session this app never started, as if made from Stripe's dashboard. */
  foreignSession(): StubSession;
  /** A webhook delivery for `type` about the session, signed as Stripe signs (or with another secret). */
  webhook(type: string, sessionId: string, secret?: string): { body: string; signature: string };
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(body));
}

/** Stripe's nested form fields (`metadata[listingId]`) as one record. */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) found[match[1]] = value;
  }
  return found;
}

/** A session as Stripe answers it, with payment_intent.latest_charge expanded when asked. */
function answer(session: StubSession, expand: readonly string[]) {
  const { refunded, ...rest } = session;
  const paid = session.payment_status === 'paid';
  const intentId = `pi_${session.id.slice(-12)}`;
  const intent = paid
    ? {
      id: intentId, object: 'payment_intent', amount: session.amount_total, currency: session.currency, status: 'succeeded',
      latest_charge: expand.includes('payment_intent.latest_charge')
        ? { id: `ch_${session.id.slice(-12)}`, object: 'charge', amount: session.amount_total, refunded, amount_refunded: refunded ? session.amount_total : 0 }
        : `ch_${session.id.slice(-12)}`,
    }
    : null;
  return { ...rest, payment_intent: expand.length > 0 ? intent : intent && intentId };
}

/**
 * A local stand-in for the parts of Stripe's API the boost payments use: creating a Checkout
 * Session (form-encoded, as the real client sends it) under Stripe's idempotency rules (a key
 * sent again replays its first answer, or is refused with other parameters), reading one back
 * with expansions, and 404 `resource_missing` for an unknown id. Webhooks are signed with the real client's
 * generateTestHeaderString, so the app's check is Stripe's own.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const stripe = new Stripe('sk_test_stub');
  const sessions = new Map<string, StubSession>();
  // As Stripe keeps them: a key's first request body and the session it made.
  const keyed = new Map<string, { body: string; sessionId: string }>();
  const stub = {
    secretKey: 'sk_test_kamra_stub',
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    sessions,
    created: [] as URLSearchParams[],
    retrievals: 0,
    failing: false,
  };
  let url = '';

  function newSession(fields: Partial<StubSession>): StubSession {
    const id = `cs_test_${randomBytes(20).toString('hex')}`;
    const session: StubSession = {
      id, object: 'checkout.session', status: 'open', payment_status: 'unpaid', amount_total: 450000, currency: 'pkr',
      metadata: {}, client_reference_id: null, success_url: '', cancel_url: '', url: `${url}/pay/${id}`, mode: 'payment',
      refunded: false, ...fields,
    };
    sessions.set(id, session);
    return session;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const target = new URL(req.url ?? '/', 'http://stub');
      if (req.headers.authorization !== `Bearer ${stub.secretKey}`) {
        return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (stub.failing) return json(res, 500, { error: { type: 'api_error', message: 'Stripe is down (stub)' } });
      if (req.method === 'POST' && target.pathname === '/v1/checkout/sessions') {
        const body = await bodyOf(req);
        const key = req.headers['idempotency-key'];
        const first = typeof key === 'string' ? keyed.get(key) : undefined;
        if (first && first.body !== body) {
          return json(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        // The same key and parameters again: the first answer, replayed.
        if (first) return json(res, 200, answer(sessionNamed(first.sessionId), []));
        const form = new URLSearchParams(body);
        stub.created.push(form);
        const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
        const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
        const session = newSession({
          amount_total: unitAmount * quantity,
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          metadata: nested(form, 'metadata'),
          client_reference_id: form.get('client_reference_id'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        });
        if (typeof key === 'string') keyed.set(key, { body, sessionId: session.id });
        return json(res, 200, answer(session, []));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(target.pathname);
      if (req.method === 'GET' && retrieve?.[1]) {
        stub.retrievals += 1;
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session) {
          return json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${retrieve[1]}'` } });
        }
        return json(res, 200, answer(session, target.searchParams.getAll('expand[]').concat(target.searchParams.getAll('expand[0]'))));
      }
      json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${target.pathname})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the Stripe stub did not get a port');
  url = `http://127.0.0.1:${address.port}`;

  function sessionNamed(id: string): StubSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`the stub has no session ${id}`);
    return found;
  }

  return Object.assign(stub, {
    url,
    pay(id: string) {
      Object.assign(sessionNamed(id), { status: 'complete', payment_status: 'paid' });
    },
    expire(id: string) {
      Object.assign(sessionNamed(id), { status: 'expired' });
    },
    refund(id: string) {
      Object.assign(sessionNamed(id), { refunded: true });
    },
    foreignSession() {
      return newSession({ metadata: {} });
    },
    webhook(type: string, sessionId: string, secret = stub.webhookSecret) {
      const object = answer(sessions.get(sessionId) ?? newSession({}), []);
      const body = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000),
        type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null },
      });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    env: () => ({ STRIPE_SECRET_KEY: stub.secretKey, STRIPE_WEBHOOK_SECRET: stub.webhookSecret, STRIPE_API_BASE: url }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
