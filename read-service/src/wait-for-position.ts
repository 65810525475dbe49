import type { RequestHandler } from 'express';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { comparePositions, parsePosition } from '@kamra/eventstore';
import { readCheckpoint, type ReadDb } from '@kamra/read-model';

const MAX_WAIT_MS = 2000;
const POLL_MS = 20;

/**
 * Read-your-writes: with `x-after-position: P` a query waits (at most about 2 s) until the
 * projector has passed P, so a lister sees the listing they just submitted.
 */
export function waitForPosition(db: ReadDb): RequestHandler {
  return async (req, res, next) => {
    const header = req.get(AFTER_POSITION_HEADER);
    const wanted = header ? parsePosition(header) : null;
    if (!wanted) {
      next();
      return;
    }
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const checkpoint = await readCheckpoint(db);
      if (checkpoint && comparePositions(checkpoint, wanted) >= 0) break;
      if (Date.now() >= deadline) {
        res.setHeader('x-read-stale', 'true');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    next();
  };
}
