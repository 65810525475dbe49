import { openEventLog } from '@kamra/eventstore';
import { createLogger, loadConfig, openImageStore } from '@kamra/platform';
import { sweepOrphanImages, sweepStaleIncoming } from '../uploads/index.js';

/** npm run sweep:images: removes stored images no event names (older than a day) and stale spooled uploads. */
const logger = createLogger('sweep-images');
const config = loadConfig();
const log = await openEventLog(config);
try {
  const { referenced, removed } = await sweepOrphanImages({ store: log.store, images: openImageStore(config) });
  const stale = await sweepStaleIncoming(config.uploadDir);
  logger.info({ referenced, removed: removed.length, staleUploads: stale }, 'images swept');
} finally {
  await log.close();
}
