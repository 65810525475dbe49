import { createLogger } from '@kamra/platform';
import { readCheckpoint } from '@kamra/read-model';
import { CheckpointWatch } from '@kamra/read-service';
import { openMessaging } from '@kamra/write-service';
import { startAlerts } from '../alerts.js';
import type { TestKamra } from './test-kamra.js';

/**
 * A second alerts instance (reactor and mail sender) on `kamra`'s log and tables, as another
 * process would run it: what tests of "once per cause" race against the app's own.
 */
export async function anotherAlertsInstance(kamra: TestKamra, options: { mailRetryDelayMs?: number } = {}) {
  const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(kamra.db), ...kamra.config.readWait });
  const stopWaking = kamra.projector.onCheckpoint((position) => checkpoints.moved(position));
  const alerts = await startAlerts({
    store: kamra.store, database: kamra.database, checkpoints, logger: createLogger('test'), now: () => new Date(),
    email: openMessaging(kamra.config, kamra.database.pool, createLogger('test'), () => new Date()).email,
    publicUrl: kamra.config.publicUrl, secret: kamra.config.authSecret, ...options,
  });
  return {
    caughtUp: () => alerts.caughtUp(),
    async stop() {
      await alerts.stop();
      stopWaking();
      checkpoints.close();
    },
  };
}
