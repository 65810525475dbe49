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

  const sleep = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, options.pollIntervalMs);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      const batch = await options.readBatch(after);
      for (const event of batch) {
        if (stopped) return;
        await options.onEvent(event);
        after = event.position;
      }
      if (batch.length === 0) {
        resolveCaughtUp();
        await sleep();
      }
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
