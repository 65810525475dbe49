import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { readDb } from '@kamra/read-model';
import { runShaped, shapesKept, type Moment } from './search-statements.js';

const T = Date.parse('2026-11-28T10:00:00.000Z');
const ID = '00000000-0000-4000-8000-000000000001';

describe('a search statement built once per shape', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openScratchDatabase('pglite');
  });

  afterAll(async () => {
    await database.close();
  });

  it("fills each later ask of a shape with that ask's moment, and keeps what is the same for every ask", async () => {
    const db = readDb(database.pool);
    let builds = 0;
    const build = (moment: Moment) => {
      builds++;
      const after = moment.after !== null && 'at' in moment.after ? moment.after : null;
      return db.selectNoFrom([
        sql<Date>`${moment.now}::timestamptz`.as('now'),
        sql<Date>`${moment.boostNow}::timestamptz`.as('boost_now'),
        sql<string>`${after?.at ?? null}::text`.as('at'),
        sql<string>`${after?.id ?? null}::text`.as('id'),
        sql<string>`${'the same'}::text`.as('fixed'),
      ]);
    };
    for (let ask = 0; ask < 5; ask++) {
      const moment: Moment = { now: new Date(T + ask * 1000), boostNow: new Date(T - ask * 1000), after: { at: new Date(T - ask).toISOString(), id: ID } };
      const [row] = await runShaped(db, 'a shape', build, moment, false);
      expect(row?.now.getTime()).toBe(moment.now.getTime());
      expect(row?.boost_now.getTime()).toBe(moment.boostNow.getTime());
      expect(row).toMatchObject({ at: new Date(T - ask).toISOString(), id: ID, fixed: 'the same' });
    }
    // The first ask as it came, the second twice with stand-ins; the second and the other three filled in.
    expect(builds).toBe(3);
    expect(shapesKept(db)).toEqual({ templates: 1, builtEachTime: 0, filled: 4 });
  });

  it('keeps as they are the values that are the same for every ask, arrays and numbers that look like stand-ins too', async () => {
    const db = readDb(database.pool);
    const build = (moment: Moment) => db.selectNoFrom([
      sql<Date>`${moment.now}::timestamptz`.as('now'),
      sql<string[]>`${['bed', 'table']}::text[]`.as('terms'),
      sql<number>`${0.25}::float8`.as('quarter'),
    ]);
    for (let ask = 0; ask < 4; ask++) {
      const now = new Date(T + ask);
      const [row] = await runShaped(db, 'a shape', build, { now, boostNow: now, after: null }, false);
      expect(row?.now.getTime()).toBe(now.getTime());
      expect(row).toMatchObject({ terms: ['bed', 'table'], quarter: 0.25 });
    }
    expect(shapesKept(db)).toEqual({ templates: 1, builtEachTime: 0, filled: 3 });
  });

  it('builds for every ask a statement that takes a value from outside the moment', async () => {
    const db = readDb(database.pool);
    let outside = 0;
    const build = (moment: Moment) => db.selectNoFrom([sql<Date>`${moment.now}::timestamptz`.as('now'), sql<number>`${outside}::int`.as('outside')]);
    for (let ask = 0; ask < 4; ask++) {
      outside = ask * 10;
      const [row] = await runShaped(db, 'a shape', build, { now: new Date(T + ask), boostNow: new Date(T), after: null }, false);
      expect(row?.outside).toBe(ask * 10);
    }
    expect(shapesKept(db)).toEqual({ templates: 0, builtEachTime: 1, filled: 0 });
  });

  it('builds for every ask a statement whose text holds a value of the moment', async () => {
    const db = readDb(database.pool);
    const build = (moment: Moment) => db.selectNoFrom(sql<string>`${sql.lit(moment.now.toISOString())}::text`.as('now'));
    for (let ask = 0; ask < 3; ask++) {
      const now = new Date(T + ask);
      const [row] = await runShaped(db, 'a shape', build, { now, boostNow: now, after: null }, false);
      expect(row?.now).toBe(now.toISOString());
    }
    expect(shapesKept(db)).toEqual({ templates: 0, builtEachTime: 1, filled: 0 });
  });
});
