/**
 * Projection tests as specifications: given these events, then these rows. Each `given` runs
 * every projection on the events and writes their row changes as one batch, exactly as the projector does,
 * to fresh read tables in an in-memory database; the test then reads the rows back.
 */
import { sql } from 'kysely';
import { openDatabase, type Database } from '@kamra/platform';
import { READ_TABLE_NAMES, readDb, type ReadDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import type { ProjectedEvent } from '../projection.js';
import { projections } from '../projections.js';
import { RowWriter } from '../row-writer.js';

export interface ProjectionSpec {
  /** Fresh read tables holding what the events project to; applying an event twice is allowed. */
  given(...events: ProjectedEvent[]): Promise<ReadDb>;
  close(): Promise<void>;
}

const SCHEMA = 'projection_spec';

/** One database per test file (PGlite starts in about 2.7 s), emptied by each `given`. */
export async function projectionSpec(): Promise<ProjectionSpec> {
  const database: Database = await openDatabase({ kind: 'memory' });
  await migrateReadTables(database.pool, SCHEMA);
  const db = readDb(database.pool, SCHEMA);
  return {
    async given(...events) {
      await sql`TRUNCATE ${sql.join([...READ_TABLE_NAMES].map((table) => sql.table(`${SCHEMA}.${table}`)))}`.execute(db);
      // One batch, coalesced and written as the projector writes a batch.
      const writer = await RowWriter.open(db, SCHEMA);
      for (const event of events) {
        for (const projection of projections) {
          for (const change of projection.project(event)) await writer.add(change);
        }
      }
      await writer.flush();
      return db;
    },
    // db shares the database's pool, which close() ends.
    close: () => database.close(),
  };
}
