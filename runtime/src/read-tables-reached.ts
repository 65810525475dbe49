import { comparePositions, type GlobalPosition } from '@kamra/eventstore';
import { readCheckpoint, type ReadDb } from '@kamra/read-model';
import type { CheckpointWatch } from '@kamra/read-service';

/**
 * Waits until the read tables include `position`, for a reactor about to read them; false when
 * `stopping` says so first. The watch wakes it, but it only ever moves forward: after a rebuild
 * swaps in tables whose checkpoint is behind what the watch heard from the live projector, it
 * still says yes, and a reactor reading tables without its cause would act on the wrong state
 * (no search matches a listing the tables lack) and move past the cause for good. So the stored
 * checkpoint has the last word.
 */
export async function readTablesReached(checkpoints: CheckpointWatch, db: ReadDb, position: GlobalPosition, stopping: () => boolean): Promise<boolean> {
  for (;;) {
    if (await checkpoints.reached(position)) {
      const stored = await readCheckpoint(db);
      if (stored && comparePositions(stored, position) >= 0) return true;
    }
    if (stopping()) return false;
    // Refused at once when too many requests wait: look again shortly rather than spin.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
