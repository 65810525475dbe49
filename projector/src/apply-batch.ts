import { sql, type Kysely } from 'kysely';
import { isKamraEventType, parseRecordedEvent } from '@kamra/contracts/events';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@kamra/eventstore';
import { CHECKPOINT_CHANNEL, CHECKPOINT_NAME, checkpointPosition, type ReadTables } from '@kamra/read-model';
import type { Projection, ProjectedEvent } from './projection.js';
import type { RowChange } from './row-changes.js';
import { RowWriter } from './row-writer.js';

/** Thrown when the stored checkpoint is not where this projector left it (another instance or a rebuild moved it). */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

export function toProjected(recorded: RecordedEvent): ProjectedEvent | null {
  if (!isKamraEventType(recorded.type)) return null;
  return {
    event: parseRecordedEvent(recorded),
    streamId: recorded.streamId,
    revision: recorded.revision,
    position: recorded.position,
    metadata: recorded.metadata,
  };
}

function samePosition(a: GlobalPosition | null, b: GlobalPosition | null): boolean {
  if (a === null || b === null) return a === b;
  return comparePositions(a, b) === 0;
}

export interface ApplyOptions {
  /**
   * false: commit without waiting for the WAL flush. A crash of Postgres may then take back the
   * last commits, rows and checkpoint together; the projector finds its checkpoint moved and
   * projects those events again, and a rebuild starts again from scratch anyway.
   */
  durable?: boolean;
}

/**
 * Applies a batch and moves the checkpoint in ONE transaction, with a compare-and-set on the
 * checkpoint: a crash anywhere leaves either the whole batch with its checkpoint or neither,
 * so no event is lost or applied twice. The batch's row changes are coalesced per row and
 * written set-based (`RowWriter`), live and on rebuild alike.
 */
export async function applyBatch(
  db: Kysely<ReadTables>,
  schema: string,
  projections: readonly Projection[],
  expected: GlobalPosition | null,
  batch: readonly RecordedEvent[],
  options: ApplyOptions = {},
): Promise<GlobalPosition | null> {
  const last = batch.at(-1);
  if (!last) return expected;
  return applyChanges(db, schema, expected, last.position, projectBatch(projections, batch), options);
}

/** Every row change a batch of events causes, in order. Pure: no database. */
export function projectBatch(projections: readonly Projection[], batch: readonly RecordedEvent[]): RowChange[] {
  const changes: RowChange[] = [];
  for (const recorded of batch) {
    const projected = toProjected(recorded);
    if (!projected) continue;
    for (const projection of projections) changes.push(...projection.project(projected));
  }
  return changes;
}

/**
 * Writes a projected batch and moves the checkpoint from `expected` to `next` in one
 * transaction (see applyBatch). Split from it so a rebuild can project the next batch while
 * this one is written.
 */
export async function applyChanges(
  db: Kysely<ReadTables>,
  schema: string,
  expected: GlobalPosition | null,
  next: GlobalPosition,
  changes: readonly RowChange[],
  options: ApplyOptions = {},
): Promise<GlobalPosition> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('projector_checkpoints')
      .select(['major', 'minor'])
      .where('name', '=', CHECKPOINT_NAME)
      .forUpdate()
      .executeTakeFirst();
    if (!samePosition(checkpointPosition(stored), expected)) throw new CheckpointMovedError('checkpoint moved under the projector');
    if (options.durable === false) await sql`SET LOCAL synchronous_commit TO off`.execute(trx);
    const writer = await RowWriter.open(trx, schema, db);
    for (const change of changes) await writer.add(change);
    await writer.flush();
    await sql`INSERT INTO ${sql.table(`${schema}.projector_checkpoints`)} (name, major, minor, updated_at)
      VALUES (${CHECKPOINT_NAME}, ${next.major.toString()}, ${next.minor.toString()}, now())
      ON CONFLICT (name) DO UPDATE SET major = EXCLUDED.major, minor = EXCLUDED.minor, updated_at = now()`.execute(trx);
    // Delivered on commit only, so a reader woken by it finds the rows.
    await sql`SELECT pg_notify(${CHECKPOINT_CHANNEL}, ${`${next.major}.${next.minor}`})`.execute(trx);
  });
  return next;
}
