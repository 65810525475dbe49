import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { inTransaction } from './database.js';
import { databaseTargets, openScratchDatabase } from './testing/scratch-database.js';

describe.each(databaseTargets())('a database on %s after a query it refused', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    await database.pool.query('CREATE TABLE refusals (id text PRIMARY KEY)');
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers the next queries, with and without parameters', async () => {
    await expect(database.pool.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
    expect((await database.pool.query('SELECT $1::int AS n', [2])).rows).toEqual([{ n: 2 }]);
    await expect(database.pool.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    expect((await database.pool.query('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    // Text with a NUL byte: Postgres refuses it, whoever let it through.
    await expect(database.pool.query('SELECT $1::text AS t', ['a\u0000b'])).rejects.toThrow();
    expect((await database.pool.query('SELECT $1::text AS t', ['ab'])).rows).toEqual([{ t: 'ab' }]);
  });

  it('answers after a transaction that a constraint ended', async () => {
    await database.pool.query('INSERT INTO refusals (id) VALUES ($1)', ['a']);
    await expect(inTransaction(database.pool, (client) => client.query('INSERT INTO refusals (id) VALUES ($1)', ['a']))).rejects.toThrow(/duplicate key/);
    await expect(database.pool.query('INSERT INTO refusals (id) VALUES ($1)', ['a'])).rejects.toThrow(/duplicate key/);
    await database.pool.query('INSERT INTO refusals (id) VALUES ($1)', ['b']);
    expect((await database.pool.query('SELECT id FROM refusals ORDER BY id')).rows).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('answers many refused and accepted queries in flight at once', async () => {
    const answers = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => database.pool.query('SELECT $1::int AS n', [i % 3 === 0 ? 'x' : String(i)])));
    answers.forEach((answer, i) => {
      if (i % 3 === 0) expect(answer.status).toBe('rejected');
      else expect(answer).toEqual({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ n: i }] }) });
    });
  });
});
