import type { GlobalPosition, RecordedEvent, Subscription } from '../port.js';
import { isAfter, isSystemEvent, toGlobalPosition, toRecordedEvent, type KurrentRecord } from './kurrent-mapping.js';

/**
 * What the subscription needs from one client subscription to $all. The client's
 * AllStreamSubscription (a Node Readable in object mode) fits it; tests use a fake.
 */
export interface SubscriptionSource extends AsyncIterable<{ event?: KurrentRecord | undefined }> {
  /** Items transformed by the client but not yet read by us. */
  readonly readableLength: number;
  once(event: 'caughtUp', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  unsubscribe(): Promise<void>;
  destroy(): unknown;
}

export interface ResubscribeSettings {
  /** Consecutive failed (re)subscriptions tolerated before onError; a delivered event resets it. */
  maxAttempts: number;
  /** First wait before resubscribing; doubles on each further failure. */
  backoffMs: number;
}

export interface CatchUpSubscriptionOptions {
  /** Opens a client subscription starting at `after` (the client may or may not include it). */
  open(after: GlobalPosition | null): SubscriptionSource;
  /**
   * Position of the newest event when the subscription starts, or null when there is none.
   * A fallback for servers older than 23.10, which never send "caught up".
   */
  readHead(): Promise<GlobalPosition | null>;
  after: GlobalPosition | null;
  onEvent(event: RecordedEvent): Promise<void>;
  onError?: ((error: unknown) => void) | undefined;
  retry: ResubscribeSettings;
}

/** Wraps the handler's failure so the loop can tell it from the server dropping the stream. */
class HandlerFailed {
  constructor(readonly cause: unknown) {}
}

/**
 * Catch-up then live over the client's subscription, one event at a time. The position of the
 * last event seen is the checkpoint: when the server drops the subscription it is reopened from
 * there, and anything at or before it is skipped, so nothing is delivered twice.
 */
export function catchUpSubscription(options: CatchUpSubscriptionOptions): Subscription {
  let stopped = false;
  let attempts = 0;
  let checkpoint = options.after;
  let current: SubscriptionSource | null = null;
  let wake: (() => void) | null = null;
  let resolveCaughtUp: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    resolveCaughtUp = resolve;
  });

  let head: GlobalPosition | null | undefined;
  const reachedHead = (): void => {
    if (head === null || (head !== undefined && checkpoint !== null && !isAfter(head, checkpoint))) resolveCaughtUp();
  };
  // A failed head read only loses the fallback; the server's caught-up message still counts.
  options.readHead().then(
    (position) => {
      head = position;
      reachedHead();
    },
    () => undefined,
  );

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

  const released = new WeakSet<SubscriptionSource>();
  const release = (source: SubscriptionSource): void => {
    // stop() and the loop both release the current source; once is enough.
    if (released.has(source)) return;
    released.add(source);
    // Destroying ends our iteration at once; the cancel is not awaited because the client waits
    // for a channel first, and stop() must not hang on an unreachable server. The client can
    // still emit a late gRPC error on the released stream: with no listener left, Node would
    // turn it into an uncaught exception.
    source.on('error', () => undefined);
    source.destroy();
    source.unsubscribe().catch(() => undefined);
  };

  /** One client subscription, until it ends: null once stopped, else why it dropped. */
  const runOnce = async (): Promise<{ reason: unknown } | null> => {
    const source = options.open(checkpoint);
    current = source;
    let live = true;
    let pulled = 0;
    let handled = 0;
    let caughtUpAfter: number | null = null;
    // The client emits "caught up" as soon as it transforms the server's message, while events
    // before it may still sit in the stream's buffer: count them and resolve once they are handled.
    source.once('caughtUp', () => {
      if (!live) return;
      caughtUpAfter = pulled + source.readableLength;
      if (handled >= caughtUpAfter) resolveCaughtUp();
    });
    try {
      for await (const item of source) {
        pulled++;
        if (stopped) return null;
        const record = item.event;
        if (record?.position !== undefined) {
          const position = toGlobalPosition(record.position);
          if (isAfter(position, checkpoint)) {
            const event = isSystemEvent(record) ? null : toRecordedEvent(record);
            if (event !== null) {
              try {
                await options.onEvent(event);
              } catch (error) {
                throw new HandlerFailed(error);
              }
            }
            checkpoint = position;
            attempts = 0;
          }
        }
        handled++;
        if (caughtUpAfter !== null && handled >= caughtUpAfter) resolveCaughtUp();
        reachedHead();
      }
      return stopped ? null : { reason: new Error('KurrentDB ended the $all subscription') };
    } catch (error) {
      if (error instanceof HandlerFailed) throw error;
      return stopped ? null : { reason: error };
    } finally {
      live = false;
      current = null;
      release(source);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      let dropped: { reason: unknown } | null;
      try {
        dropped = await runOnce();
      } catch (error) {
        if (error instanceof HandlerFailed) {
          stopped = true;
          options.onError?.(error.cause);
          return;
        }
        // open() itself failed, before there was a stream to drop.
        dropped = { reason: error };
      }
      if (stopped || dropped === null) return;
      attempts++;
      if (attempts > options.retry.maxAttempts) {
        stopped = true;
        options.onError?.(dropped.reason);
        return;
      }
      await sleep(options.retry.backoffMs * 2 ** (attempts - 1));
    }
  })();

  return {
    caughtUp,
    async stop() {
      stopped = true;
      wake?.();
      if (current !== null) release(current);
      await loop;
    },
  };
}
