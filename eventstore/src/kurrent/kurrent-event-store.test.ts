import { createServer } from 'node:net';
import { KurrentDBClient, START, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { eventStoreContract, waitFor } from '../contract.suite.js';
import type { GlobalPosition } from '../port.js';
import { isKurrentUrl } from '../open-event-store.js';
import { KurrentEventStore } from './kurrent-event-store.js';
import { toKurrentPosition } from './kurrent-mapping.js';
import { catchUpSubscription } from './kurrent-subscription.js';

const url = process.env.EVENTSTORE_URL;

// The suite writes only to fresh `test-<uuid>` streams and never assumes an empty log, so it
// can run against a shared server.
if (url !== undefined && isKurrentUrl(url)) {
  eventStoreContract('kurrentdb adapter', async () => {
    const store = await KurrentEventStore.connect(url, { resubscribe: { maxAttempts: 5, backoffMs: 50 } });
    return { store, close: () => store.close() };
  });
} else {
  console.info(
    'EVENTSTORE_URL is not set to an esdb:// or kurrentdb:// address: KurrentDB contract tests skipped (no server on this machine).',
  );
  describe.skip('event store contract: kurrentdb adapter (needs EVENTSTORE_URL=esdb://... or kurrentdb://...)', () => {
    it('runs the contract suite against a KurrentDB server', () => undefined);
  });
}

// Needs no server: the real client, with its native bridge, against a port nobody listens on.
describe('kurrentdb adapter without a server', () => {
  it('fails at connect rather than on the first command', async () => {
    const port = await freePort();
    const failure = await KurrentEventStore.connect(`kurrentdb://127.0.0.1:${port}?tls=false`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ type: 'unavailable' });
  });

  it("retries the client's failing subscription a bounded number of times, then reports it", async () => {
    const client = KurrentDBClient.connectionString(`kurrentdb://127.0.0.1:${await freePort()}?tls=false`);
    const openedFrom: (GlobalPosition | null)[] = [];
    const errors: unknown[] = [];
    const subscription = catchUpSubscription({
      open: (after) => {
        openedFrom.push(after);
        return client.subscribeToAll({ fromPosition: after === null ? START : toKurrentPosition(after), filter: excludeSystemEvents() });
      },
      readHead: async () => null,
      after: null,
      onEvent: async () => undefined,
      onError: (error) => void errors.push(error),
      retry: { maxAttempts: 2, backoffMs: 10 },
    });
    await waitFor(() => errors.length === 1, 20_000);
    expect(openedFrom).toHaveLength(3);
    expect(errors[0]).toBeInstanceOf(Error);
    await subscription.stop();
    await client.dispose();
  });
});

/** A port that was free a moment ago: bound, read and released. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
