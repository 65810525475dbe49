import type { EventEmitter } from 'node:events';
import type { GlobalPosition, RecordedEvent, Subscription } from './port.js';

interface PollingSubscriptionOptions {
  readBatch(after: GlobalPosition | null): Promise<RecordedEvent[]>;
  after: GlobalPosition | null;
  onEvent(event: RecordedEvent): Promise<void>;
  onError?: ((error: unknown) => void) | undefined;
  pollIntervalMs: number;
  /** Emits 'appended' when this process appends, so a live subscriber need not wait a poll. */
  wakeups: EventEmitter;
}

/** After a wakeup that found nothing: the first look again, doubling for each of the retries (50 ms to 1.6 s, 3.15 s in all). */
const HELD_BACK_FIRST_RETRY_MS = 50;
const HELD_BACK_RETRIES = 6;

/** How long to sleep after an empty read: the `retry`th look again, or the poll once they are spent. */
function waitAfter(retry: number, pollIntervalMs: number): number {
  return retry < HELD_BACK_RETRIES ? Math.min(HELD_BACK_FIRST_RETRY_MS * 2 ** retry, pollIntervalMs) : pollIntervalMs;
}

/** Catch-up, then live: read batches until empty, then wait for a wakeup or the poll interval. */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  let after = options.after;
  let wake: (() => void) | null = null;
  let resolveCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    resolveCaughtUp = resolve;
  });
  // A wakeup that comes while a read is under way has no sleep to end; it is remembered.
  let appendedSinceRead = false;
  const onAppended = (): void => {
    appendedSinceRead = true;
    wake?.();
  };
  options.wakeups.on('appended', onAppended);

  /** Resolves true when a wakeup ended it, false when `ms` passed. */
  const sleep = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => done(false), ms);
      function done(woken: boolean): void {
        clearTimeout(timer);
        wake = null;
        resolve(woken);
      }
      wake = () => done(true);
    });

  const loop = (async () => {
    let fromWakeup = false;
    // The retries made since the last wakeup that found nothing; HELD_BACK_RETRIES when none are due.
    let retry = HELD_BACK_RETRIES;
    while (!stopped) {
      appendedSinceRead = false;
      const batch = await options.readBatch(after);
      for (const event of batch) {
        if (stopped) return;
        await options.onEvent(event);
        after = event.position;
      }
      if (batch.length > 0) {
        fromWakeup = false;
        retry = HELD_BACK_RETRIES;
        continue;
      }
      resolveCaughtUp();
      if (stopped) return;
      // A wakeup that finds nothing to read: the append it announced is held back behind a
      // transaction open elsewhere on the server (reads stop below the oldest open one), or
      // committed just after the read looked. Look again soon, backing off, rather than a whole
      // poll later. Under a steady stream the next wakeup comes first, so this costs no reads.
      if (fromWakeup || appendedSinceRead) retry = 0;
      const waitMs = waitAfter(retry, options.pollIntervalMs);
      retry = Math.min(retry + 1, HELD_BACK_RETRIES);
      fromWakeup = await sleep(waitMs);
    }
  })().catch((error: unknown) => {
    stopped = true;
    options.onError?.(error);
  });

  return {
    caughtUp,
    async stop() {
      stopped = true;
      options.wakeups.off('appended', onAppended);
      wake?.();
      await loop;
    },
  };
}
