import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { event, waitFor } from '../contract.suite.js';
import type { GlobalPosition, RecordedEvent } from '../port.js';
import type { KurrentRecord } from './kurrent-mapping.js';
import { catchUpSubscription, type CatchUpSubscriptionOptions, type SubscriptionSource } from './kurrent-subscription.js';

/**
 * Stands in for the client's subscription: like it, a Readable in object mode that buffers
 * what the server sent and emits "caughtUp" out of band, ahead of the events still buffered.
 */
class FakeSource extends Readable implements SubscriptionSource {
  unsubscribed = false;
  /** With `dropWith`, the source fails as soon as it is read, as a refused connection does. */
  constructor(dropWith?: Error) {
    super({
      objectMode: true,
      read: () => {
        if (dropWith) setTimeout(() => this.destroy(dropWith), 2);
      },
    });
  }
  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
  }
  send(...records: KurrentRecord[]): this {
    for (const record of records) this.push({ event: record });
    return this;
  }
  caughtUpNow(): this {
    this.emit('caughtUp', {});
    return this;
  }
}

const position = (n: number): GlobalPosition => ({ major: BigInt(n * 100), minor: BigInt(n * 100) });

function record(n: number, overrides: Partial<KurrentRecord> = {}): KurrentRecord {
  const e = event('S', n);
  return {
    streamId: 'stream-1',
    id: e.metadata.eventId,
    type: 'S',
    revision: BigInt(n - 1),
    isJson: true,
    data: e.data,
    metadata: { ...e.metadata },
    position: { commit: BigInt(n * 100), prepare: BigInt(n * 100) },
    ...overrides,
  };
}

/** Hands out the given sources in order and records where each was opened from. */
function harness(sources: FakeSource[], overrides: Partial<CatchUpSubscriptionOptions> = {}) {
  const openedFrom: (GlobalPosition | null)[] = [];
  const seen: RecordedEvent[] = [];
  const errors: unknown[] = [];
  const subscription = catchUpSubscription({
    open: (after) => {
      openedFrom.push(after);
      const source = sources[openedFrom.length - 1];
      if (!source) throw new Error('no more fake sources');
      return source;
    },
    // Unknown head by default, so only the caught-up message can resolve caughtUp.
    readHead: () => new Promise<GlobalPosition | null>(() => undefined),
    after: null,
    onEvent: async (e) => void seen.push(e),
    onError: (error) => void errors.push(error),
    retry: { maxAttempts: 3, backoffMs: 1 },
    ...overrides,
  });
  const numbers = (): unknown[] => seen.map((e) => e.data.n);
  return { subscription, openedFrom, seen, errors, numbers };
}

const tick = (ms = 20): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('kurrentdb subscription', () => {
  it('resolves caughtUp only after the events buffered ahead of the caught-up message are handled', async () => {
    const source = new FakeSource();
    const seen: RecordedEvent[] = [];
    const { subscription } = harness([source], {
      onEvent: async (e) => {
        await tick(10);
        seen.push(e);
      },
    });
    source.send(record(1), record(2), record(3)).caughtUpNow();
    await subscription.caughtUp;
    expect(seen.map((e) => e.data.n)).toEqual([1, 2, 3]);
    await subscription.stop();
  });

  it('delivers live events after catching up, one at a time and in order', async () => {
    const source = new FakeSource();
    let running = 0;
    let overlapped = false;
    const seen: unknown[] = [];
    const { subscription } = harness([source], {
      onEvent: async (e) => {
        running++;
        if (running > 1) overlapped = true;
        await tick(5);
        seen.push(e.data.n);
        running--;
      },
    });
    source.caughtUpNow();
    await subscription.caughtUp;
    source.send(record(1), record(2), record(3));
    await waitFor(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
    expect(overlapped).toBe(false);
    await subscription.stop();
  });

  it('skips the start position and anything before it (exclusive start)', async () => {
    const source = new FakeSource();
    const { subscription, numbers, openedFrom } = harness([source], { after: position(2) });
    source.send(record(1), record(2), record(3)).caughtUpNow();
    await subscription.caughtUp;
    expect(openedFrom).toEqual([position(2)]);
    expect(numbers()).toEqual([3]);
    await subscription.stop();
  });

  it('hides system events and events of other applications, but moves its checkpoint past them', async () => {
    const first = new FakeSource();
    const second = new FakeSource();
    const { subscription, numbers, openedFrom } = harness([first, second]);
    first.send(
      record(1),
      record(2, { type: '$metadata', streamId: '$$stream-1' }),
      record(3, { isJson: false, data: new Uint8Array([1]) }),
    );
    await waitFor(() => numbers().length === 1);
    first.destroy(new Error('connection reset'));
    await waitFor(() => openedFrom.length === 2);
    expect(openedFrom[1]).toEqual(position(3));
    second.send(record(4)).caughtUpNow();
    await subscription.caughtUp;
    expect(numbers()).toEqual([1, 4]);
    await subscription.stop();
  });

  it('resubscribes from the last delivered position when the server drops it, without duplicates', async () => {
    const first = new FakeSource();
    const second = new FakeSource();
    const { subscription, numbers, openedFrom, errors } = harness([first, second]);
    first.send(record(1), record(2));
    await waitFor(() => numbers().length === 2);
    first.destroy(new Error('14 UNAVAILABLE: connection dropped'));
    await waitFor(() => openedFrom.length === 2);
    expect(first.unsubscribed).toBe(true);
    expect(openedFrom).toEqual([null, position(2)]);
    // The server may include the start position; it must not reach the handler twice.
    second.send(record(2), record(3)).caughtUpNow();
    await subscription.caughtUp;
    expect(numbers()).toEqual([1, 2, 3]);
    expect(errors).toEqual([]);
    await subscription.stop();
  });

  it('resubscribes when the server ends the stream', async () => {
    const first = new FakeSource();
    const second = new FakeSource();
    const { subscription, numbers, openedFrom } = harness([first, second]);
    first.send(record(1));
    first.push(null);
    await waitFor(() => openedFrom.length === 2);
    second.send(record(2)).caughtUpNow();
    await subscription.caughtUp;
    expect(numbers()).toEqual([1, 2]);
    await subscription.stop();
  });

  it('gives up after the bounded retries and reports the last drop through onError', async () => {
    const sources = Array.from({ length: 5 }, (_, i) => new FakeSource(new Error(`drop ${i}`)));
    const { subscription, openedFrom, errors } = harness(sources, { retry: { maxAttempts: 2, backoffMs: 1 } });
    await waitFor(() => errors.length === 1);
    expect(openedFrom).toHaveLength(3);
    expect(String(errors[0])).toContain('drop 2');
    await subscription.stop();
  });

  it('retries when opening the client subscription itself throws', async () => {
    const source = new FakeSource();
    let calls = 0;
    const { subscription, numbers } = harness([source], {
      open: () => {
        calls++;
        if (calls === 1) throw new Error('channel not ready');
        return source;
      },
    });
    await waitFor(() => calls === 2);
    source.send(record(1)).caughtUpNow();
    await subscription.caughtUp;
    expect(numbers()).toEqual([1]);
    await subscription.stop();
  });

  it('counts only consecutive failures: a delivered event resets the retry budget', async () => {
    const sources = Array.from({ length: 4 }, () => new FakeSource());
    const { subscription, openedFrom, errors, numbers } = harness(sources, { retry: { maxAttempts: 1, backoffMs: 1 } });
    for (const [i, source] of sources.slice(0, 3).entries()) {
      source.send(record(i + 1));
      await waitFor(() => numbers().length === i + 1);
      source.destroy(new Error(`drop ${i}`));
      await waitFor(() => openedFrom.length === i + 2);
    }
    expect(errors).toEqual([]);
    await subscription.stop();
  });

  it('reports a handler failure through onError and does not resubscribe', async () => {
    const source = new FakeSource();
    const { subscription, openedFrom, errors } = harness([source, new FakeSource()], {
      onEvent: async () => {
        throw new Error('handler failed');
      },
    });
    source.send(record(1));
    await waitFor(() => errors.length === 1);
    expect(String(errors[0])).toContain('handler failed');
    await tick();
    expect(openedFrom).toHaveLength(1);
    expect(source.unsubscribed).toBe(true);
    await subscription.stop();
  });

  it('stop() waits for the running handler and delivers nothing afterwards', async () => {
    const source = new FakeSource();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: unknown[] = [];
    let handlerFinished = false;
    const { subscription } = harness([source], {
      onEvent: async (e) => {
        seen.push(e.data.n);
        await gate;
        handlerFinished = true;
      },
    });
    source.send(record(1), record(2));
    await waitFor(() => seen.length === 1);
    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await tick();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(handlerFinished).toBe(true);
    expect(source.unsubscribed).toBe(true);
    expect(seen).toEqual([1]);
  });

  it('stop() interrupts the wait before a resubscription', async () => {
    const source = new FakeSource();
    // A backoff far longer than the test's timeout: stop() resolving at all proves it did not wait.
    const { subscription, openedFrom } = harness([source, new FakeSource()], { retry: { maxAttempts: 3, backoffMs: 3_600_000 } });
    source.destroy(new Error('drop'));
    await tick();
    await expect(subscription.stop()).resolves.toBeUndefined();
    expect(openedFrom).toHaveLength(1);
  });

  describe('without a caught-up message from the server (before 23.10)', () => {
    it('resolves caughtUp once the newest event at start is handled', async () => {
      const source = new FakeSource();
      const { subscription, numbers } = harness([source], { readHead: async () => position(2) });
      let caughtUp = false;
      void subscription.caughtUp.then(() => {
        caughtUp = true;
      });
      source.send(record(1));
      await waitFor(() => numbers().length === 1);
      await tick();
      expect(caughtUp).toBe(false);
      source.send(record(2));
      await subscription.caughtUp;
      expect(numbers()).toEqual([1, 2]);
      await subscription.stop();
    });

    it('resolves caughtUp at once on an empty log or when starting at the head', async () => {
      const empty = harness([new FakeSource()], { readHead: async () => null });
      await empty.subscription.caughtUp;
      await empty.subscription.stop();
      const atHead = harness([new FakeSource()], { readHead: async () => position(2), after: position(2) });
      await atHead.subscription.caughtUp;
      await atHead.subscription.stop();
    });
  });
});
