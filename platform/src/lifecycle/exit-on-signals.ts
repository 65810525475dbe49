import type { Logger } from '../logger.js';

/** Beyond the grace for requests, how long followers and pools may take to close. */
export const CLOSE_AFTER_GRACE_MS = 5000;

/**
 * On SIGTERM or SIGINT, stops the process and exits, always: a part that never finishes
 * closing (a destroyed socket that never reports closed, a file request that never returns)
 * cannot keep it alive, because a timer exits it once the grace and the closing time are
 * over. The timer is unref'd, so it never holds up an exit that is already coming. A second
 * signal exits at once.
 *
 * `graceMs` is how long requests in flight may run after the signal (SHUTDOWN_GRACE_MS);
 * `stop` stops the process's parts: listeners first, then the followers of the log, then the pools.
 */
export function exitOnSignals(logger: Logger, graceMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, graceMs + CLOSE_AFTER_GRACE_MS).unref();
    stop().then(
      () => {
        logger.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
