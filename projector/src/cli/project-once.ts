/**
 * Projects the log into the read tables until caught up, then exits: the child process the
 * crash test kills. KAMRA_PROJECT_DATABASE is a postgres:// URL or a PGlite data directory;
 * KAMRA_PROJECT_BATCH the batch size (small batches mean many commits to cut);
 * KAMRA_PROJECT_CRASH_AT_EVENT=n makes the process SIGKILL itself while projecting the n-th
 * event of this run, inside its batch's open transaction: a crash at a chosen point.
 */
import { PostgresEventStore } from '@kamra/eventstore';
import { createLogger, databaseLocation, openDatabase } from '@kamra/platform';
import { READ_SCHEMA, readDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import type { Projection } from '../projection.js';
import { projections } from '../projections.js';
import { Projector } from '../projector.js';

const target = process.env.KAMRA_PROJECT_DATABASE;
if (!target) throw new Error('KAMRA_PROJECT_DATABASE is not set');
const database = await openDatabase(databaseLocation(target, target));
const store = await PostgresEventStore.create(database.pool, { pollIntervalMs: 10 });
await migrateReadTables(database.pool, READ_SCHEMA);
const db = readDb(database.pool);
const crashAt = Number(process.env.KAMRA_PROJECT_CRASH_AT_EVENT ?? 0);
let projected = 0;
const crashing: Projection = {
  name: 'crash-at-event',
  project() {
    projected += 1;
    if (projected === crashAt) process.kill(process.pid, 'SIGKILL');
    return [];
  },
};
const projector = new Projector({
  store, db, projections: crashAt > 0 ? [crashing, ...projections] : projections, logger: createLogger('project-once'), batchSize: Number(process.env.KAMRA_PROJECT_BATCH ?? 10),
  durableCommits: database.embedded,
});
await projector.start();
process.stdout.write('projecting\n');
await projector.caughtUp();
await projector.stop();
// db shares the database's pool, so closing the database ends both.
await database.close();
process.stdout.write('caught-up\n');
// Stray timers (a poll, a pino flush) must not keep the test waiting for the exit.
process.exit(0);
