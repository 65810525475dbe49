import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { migrateReadTables } from './migrate.js';
import { ASKS_BEFORE_NAMING, executeNamed, preparedQuery } from './prepared-query.js';
import { readDb, type ReadDb } from './read-tables.js';

const SCHEMA = 'prepared_query_test';
const NEXT = 'prepared_query_test_next';

function user(id: string, name: string) {
  return { id, name, email: `${id}@example.pk`, picture: null, member_since: new Date('2025-06-01T00:00:00Z'), last_signed_in_at: new Date('2025-06-01T00:00:00Z') };
}

describe.each(databaseTargets())('preparedQuery on %s', (target) => {
  let database: Database;
  let db: ReadDb;
  let nameOf: (parameters: readonly unknown[]) => Promise<Array<{ id: string; name: string }>>;

  beforeAll(async () => {
    database = await openScratchDatabase(target);
    await migrateReadTables(database.pool, SCHEMA);
    db = readDb(database.pool, SCHEMA);
    await db.insertInto('users').values([user('u1', 'Ayesha'), user('u2', 'Bilal')]).execute();
    nameOf = preparedQuery(db, db.selectFrom('users').select(['id', 'name']).where('id', '=', 'any').compile());
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers what kysely answers, each time with its own parameters', async () => {
    // More than five times: Postgres may switch a prepared statement to a generic plan after five.
    for (let i = 0; i < 12; i++) {
      const id = i % 3 === 2 ? 'nobody' : `u${(i % 2) + 1}`;
      const expected = await db.selectFrom('users').select(['id', 'name']).where('id', '=', id).execute();
      expect(await nameOf([id])).toEqual(expected);
    }
  });

  it('reads each column as kysely does (dates, nulls) on every connection of the pool, asked at once', async () => {
    const profile = db.selectFrom('users').select(['id', 'name', 'member_since', 'picture']).where('id', '=', 'any');
    const profileOf = preparedQuery(db, profile.compile());
    const ids = Array.from({ length: 24 }, (_, i) => (i % 3 === 2 ? 'nobody' : `u${(i % 2) + 1}`));
    const answers = await Promise.all(ids.map((id) => profileOf([id])));
    const expected = await Promise.all(ids.map((id) => db.selectFrom('users').select(['id', 'name', 'member_since', 'picture']).where('id', '=', id).execute()));
    expect(answers).toEqual(expected);
    expect(answers[0]?.[0]?.member_since).toBeInstanceOf(Date);
  });

  it('rejects a parameter Postgres refuses, and answers the next call', async () => {
    const since = preparedQuery(db, db.selectFrom('users').select('id').where('member_since', '=', new Date()).compile());
    await expect(since(['not a date'])).rejects.toMatchObject({ code: '22007' });
    expect(await since(['2025-06-01T00:00:00Z'])).toEqual([{ id: 'u1' }, { id: 'u2' }]);
  });

  it('keeps answering when a migration adds a column', async () => {
    await sql`ALTER TABLE ${sql.table(`${SCHEMA}.users`)} ADD COLUMN nickname text`.execute(db);
    expect(await nameOf(['u1'])).toEqual([{ id: 'u1', name: 'Ayesha' }]);
  });

  it('keeps answering when a migration changes a column it returns', async () => {
    expect(await nameOf(['u2'])).toEqual([{ id: 'u2', name: 'Bilal' }]);
    await sql`ALTER TABLE ${sql.table(`${SCHEMA}.users`)} ALTER COLUMN name TYPE varchar(200)`.execute(db);
    for (let i = 0; i < 3; i++) expect(await nameOf(['u2'])).toEqual([{ id: 'u2', name: 'Bilal' }]);
  });

  it('reads the new tables once a rebuild has swapped the schemas', async () => {
    await migrateReadTables(database.pool, NEXT);
    await readDb(database.pool, NEXT).insertInto('users').values(user('u1', 'Ayesha Khan')).execute();
    await sql`DROP SCHEMA ${sql.id(SCHEMA)} CASCADE`.execute(db);
    await sql`ALTER SCHEMA ${sql.id(NEXT)} RENAME TO ${sql.id(SCHEMA)}`.execute(db);
    expect(await nameOf(['u1'])).toEqual([{ id: 'u1', name: 'Ayesha Khan' }]);
    expect(await nameOf(['u2'])).toEqual([]);
  });

  it('shares one statement between two asks of a text over one pool, as Postgres names it once a connection', async () => {
    const query = db.selectFrom('users').select(['id', 'name']).where('id', '=', 'any').orderBy('id').compile();
    const one = preparedQuery(db, query);
    const other = preparedQuery(readDb(database.pool, SCHEMA), query);
    for (let i = 0; i < 3; i++) expect([await one(['u1']), await other(['u1'])]).toEqual([await nameOf(['u1']), await nameOf(['u1'])]);
  });

  it('names a text on its third ask, and then answers as kysely does, instants too', async () => {
    const since = (at: Date) => db.selectFrom('users').select('id').where('member_since', '>=', at).where('name', '<>', sql.lit('named test')).orderBy('id');
    const prepared = async () => (await sql<{ count: string }>`SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%named test%'`.execute(db)).rows[0]?.count;
    // The instant exactly, a millisecond before and after: an instant sent in another zone or to the second would move one.
    const instants = [new Date('2025-06-01T00:00:00.000Z'), new Date('2025-05-31T23:59:59.999Z'), new Date('2025-06-01T00:00:00.001Z')];
    for (let ask = 1; ask <= ASKS_BEFORE_NAMING + 9; ask++) {
      const at = instants[ask % instants.length] as Date;
      expect(await executeNamed(db, since(at).compile())).toEqual(await since(at).execute());
      // Asked one at a time, the pool hands out the same connection, where the statement is then parsed.
      expect(await prepared()).toBe(ask < ASKS_BEFORE_NAMING ? '0' : '1');
    }
  });

  it('runs the texts past the ones it keeps unnamed', async () => {
    const named = db.selectFrom('users').select('id').where('name', '=', sql.lit('first kept')).compile();
    const unnamed = db.selectFrom('users').select('id').where('name', '=', sql.lit('past the kept')).compile();
    const kept = async () => (await sql<{ name: string }>`SELECT statement AS name FROM pg_prepared_statements`.execute(db)).rows.map((row) => row.name);
    // However many are named already, one more may be kept for the first, and none for the second.
    for (let ask = 0; ask < ASKS_BEFORE_NAMING; ask++) await executeNamed(db, named, 1000);
    for (let ask = 0; ask < ASKS_BEFORE_NAMING + 2; ask++) expect(await executeNamed(db, unnamed, 0)).toEqual([]);
    expect((await kept()).filter((text) => text.includes('first kept') || text.includes('past the kept'))).toEqual([named.sql]);
  });

  it('runs through kysely inside a transaction, whose handle has no pool of its own', async () => {
    await db.transaction().execute(async (trx) => {
      const inside = preparedQuery(trx, db.selectFrom('users').select(['id', 'name']).where('id', '=', 'any').compile());
      expect(await inside(['u1'])).toEqual([{ id: 'u1', name: 'Ayesha Khan' }]);
    });
  });
});
