import { describe, expect, it } from 'vitest';
import type { Options } from 'express-rate-limit';
import { databaseTargets, openScratchDatabase } from '../testing/scratch-database.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';

describe.each(databaseTargets())('the rate limit store on %s', (target) => {
  it('counts one key across instances, starts a new window when one ends, and resets', async () => {
    const database = await openScratchDatabase(target);
    try {
      const one = new PostgresRateLimitStore(database.pool, 'test');
      const two = new PostgresRateLimitStore(database.pool, 'test');
      for (const store of [one, two]) store.init({ windowMs: 60_000 } as Options);
      const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? one : two).increment('1.2.3.4')));
      expect(hits.map((hit) => hit.totalHits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect((await two.get('1.2.3.4'))?.totalHits).toBe(10);
      expect((await one.increment('5.6.7.8')).totalHits).toBe(1);

      await one.decrement('1.2.3.4');
      expect((await two.get('1.2.3.4'))?.totalHits).toBe(9);
      await two.resetKey('1.2.3.4');
      expect(await one.get('1.2.3.4')).toBeUndefined();

      const short = new PostgresRateLimitStore(database.pool, 'short');
      short.init({ windowMs: 50 } as Options);
      await short.increment('k');
      await short.increment('k');
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await short.increment('k')).totalHits).toBe(1);
    } finally {
      await database.close();
    }
  });
});
