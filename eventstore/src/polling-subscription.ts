import type { EventEmitter } from 'node:events';
import type { GlobalPosition, RecordedEvent, Subscription } from './port.js';

interface PollingSubscriptionOptions {
  readBatch(after: GlobalPosition | null): Promise<RecordedEvent[]>;
  /**
   * Whether committed events lie past `after` that readBatch still holds back (behind a
   * transaction open anywhere on the server). A wakeup for such an event finds nothing to
   * read; without this the subscriber would sleep a whole poll before looking again.
   */
  heldBack?(after: GlobalPosition | null): Promise<boolean>;
  after: GlobalPosition | null;
  onEvent(event: RecordedEvent): Promise<void>;
  onError?: ((error: unknown) => void) | undefined;
  pollIntervalMs: number;
  /** Emits 'appended' when this process appends, so a live subscriber need not wait a poll. */
  wakeups: EventEmitter;
}

/** The first look again after a held-back read; each further one waits twice as long. */
const HELD_BACK_FIRST_RETRY_MS = 5;

/** Catch-up, then live: read batches until empty, then wait for a wakeup or the poll interval. */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  let after = options.after;
  let wake: (() => void) | null = null;
  let resolveCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    resolveCaughtUp = resolve;
  });
  const onAppended = (): void => wake?.();
  options.wakeups.on('appended', onAppended);

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    let retryMs = 0;
    while (!stopped) {
      const batch = await options.readBatch(after);
      for (const event of batch) {
        if (stopped) return;
        await options.onEvent(event);
        after = event.position;
      }
      if (batch.length > 0) {
        retryMs = 0;
        continue;
      }
      resolveCaughtUp();
      if (stopped) return;
      // Held back: the open transaction usually ends within milliseconds, so look again soon,
      // backing off to the poll interval for one that stays open.
      retryMs = options.heldBack && (await options.heldBack(after)) ? Math.min(retryMs * 2 || HELD_BACK_FIRST_RETRY_MS, options.pollIntervalMs) : 0;
      await sleep(retryMs || options.pollIntervalMs);
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
