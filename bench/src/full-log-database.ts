import { PostgresEventStore } from '@kamra/eventstore';
import { projections, rebuildReadTables } from '@kamra/projector';
import { createScratchDatabase } from './scratch-database.js';
import { seedLog } from './seed-log.js';

/**
 * The database a tool run on its own measures: `given` as it is, or else a scratch one holding
 * the bench's full log (1M events, about 100,000 public listings; seeding and rebuilding it takes
 * about three minutes here), which `drop` drops. The seed writes in long transactions, during
 * which the Postgres event store's readers on the same server wait: run it on its own, not beside
 * the tests.
 */
export async function fullLogDatabase(given: string | undefined, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (given) return { url: given, drop: async () => undefined };
  const scratch = await createScratchDatabase(prefix);
  const store = await PostgresEventStore.create(scratch.database.pool, { pollIntervalMs: 50 });
  const seeded = await seedLog(scratch.database.pool, { events: 1_000_000, listings: 141_000, users: 20_000 });
  await rebuildReadTables({ pool: scratch.database.pool, store, projections });
  await store.close();
  console.log(`seeded and rebuilt ${seeded.events.toLocaleString('en-US')} events (${seeded.publicListings.length.toLocaleString('en-US')} public listings)`);
  return scratch;
}
