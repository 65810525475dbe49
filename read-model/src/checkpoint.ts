import type { Kysely } from 'kysely';
import type { GlobalPosition } from '@kamra/eventstore';
import type { ReadTables } from './read-tables.js';

/** The one checkpoint row: how far into the log the read tables are. */
export const CHECKPOINT_NAME = 'read-tables';
/** NOTIFY channel that carries each new checkpoint ('major.minor') to readers in other processes. */
export const CHECKPOINT_CHANNEL = 'kamra_checkpoint';

/** A checkpoint row's position: stored as text because xid8 exceeds JavaScript numbers. */
export function checkpointPosition(row: { major: string; minor: string } | undefined): GlobalPosition | null {
  return row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : null;
}

/** Where the projector has got to, or null before its first batch. */
export async function readCheckpoint(db: Kysely<ReadTables>): Promise<GlobalPosition | null> {
  return checkpointPosition(
    await db.selectFrom('projector_checkpoints').select(['major', 'minor']).where('name', '=', CHECKPOINT_NAME).executeTakeFirst(),
  );
}
