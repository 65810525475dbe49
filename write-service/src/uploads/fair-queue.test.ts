import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

describe('FairQueue', () => {
  it('serves a newcomer before the rest of a requester who queued many jobs', () => {
    const queue = new FairQueue<string>();
    queue.started('ayesha');
    queue.started('ayesha');
    for (let n = 3; n <= 8; n++) queue.add('ayesha', `ayesha-${n}`);
    queue.add('bilal', 'bilal-1');

    queue.finished('ayesha');
    expect(queue.take()).toBe('bilal-1');
    expect(queue.take()).toBe('ayesha-3');
  });

  it('takes turns between requesters who all wait, each in the order they queued', () => {
    const queue = new FairQueue<string>();
    for (const job of ['a1', 'a2', 'a3']) queue.add('a', job);
    for (const job of ['b1', 'b2']) queue.add('b', job);
    queue.add('c', 'c1');

    const order: string[] = [];
    for (let job = queue.take(); job !== undefined; job = queue.take()) order.push(job);

    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('has nothing to take when nobody waits, and forgets requesters once idle', () => {
    const queue = new FairQueue<string>();
    expect(queue.take()).toBeUndefined();
    queue.started('a');
    queue.finished('a');
    queue.add('b', 'b1');
    queue.add('a', 'a1');
    // 'a' was forgotten when idle, so neither has a turn on record: whoever queued first goes.
    expect(queue.take()).toBe('b1');
  });
});
