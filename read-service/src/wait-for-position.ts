import type { RequestHandler } from 'express';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { parsePosition } from '@kamra/eventstore';
import type { CheckpointWatch } from './checkpoint-watch.js';

/**
 * Read-your-writes: with `x-after-position: P` a query waits (capped in time and in number of
 * waiters) until the projector has passed P, so a lister sees the listing they just submitted.
 * If it has not, the answer says so with `x-read-stale: true`.
 */
export function waitForPosition(checkpoints: CheckpointWatch): RequestHandler {
  // Most queries send no position and go on at once, with no wait on a promise.
  return (req, res, next) => {
    const header = req.get(AFTER_POSITION_HEADER);
    const wanted = header ? parsePosition(header) : null;
    if (!wanted) {
      next();
      return;
    }
    checkpoints.reached(wanted).then((reached) => {
      if (!reached) res.setHeader('x-read-stale', 'true');
      next();
    }, next);
  };
}
