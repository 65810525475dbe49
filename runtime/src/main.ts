import { createLogger, loadConfig } from '@kamra/platform';
import { startKamra } from './kamra.js';

const logger = createLogger();
try {
  const config = loadConfig();
  const kamra = await startKamra(config, { logger });
  logger.info(`Kamra is running at ${config.publicUrl}`);
  const shutdown = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    await kamra.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'Kamra could not start');
  process.exit(1);
}
