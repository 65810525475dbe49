import { Kysely, PostgresDialect, sql, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ReadSchemaDialect } from './read-schema-compiler.js';
import { READ_TABLE_NAMES, type ReadTables } from './read-tables.js';

// Compiling never touches the pool.
const noPool = { pool: () => Promise.reject(new Error('compile only')) };
const compiled = new Kysely<ReadTables>({ dialect: new ReadSchemaDialect(noPool, 'kamra_read', READ_TABLE_NAMES) });
const plugin = new Kysely<ReadTables>({ dialect: new PostgresDialect(noPool) }).withSchema('kamra_read');

/** The same query built on both, so each side names the tables its own way. */
function sameAsWithSchema(build: (db: Kysely<ReadTables>) => Compilable): void {
  const ours = build(compiled).compile();
  const theirs = build(plugin).compile();
  expect(ours.sql).toContain('"kamra_read".');
  expect(ours.sql).toBe(theirs.sql);
  expect(ours.parameters).toEqual(theirs.parameters);
}

describe('read tables compiled into their schema', () => {
  it('names tables, joins and qualified columns as withSchema does', () => {
    sameAsWithSchema((db) => db.selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .selectAll('listings')
      .select(['users.name', (eb) => eb.exists(eb.selectFrom('verified_phones').select('verified_phones.user_id')
        .whereRef('verified_phones.user_id', '=', 'listings.owner_id')).as('verified')])
      .where('listings.kind', '=', 'room')
      .where(({ eb, selectFrom }) => eb('listings.owner_id', 'not in', selectFrom('users').select('users.id').where('users.blocked', '=', true))));
  });

  it('leaves CTE names, subquery aliases and table aliases unqualified', () => {
    sameAsWithSchema((db) => db
      .with('boosted', (qb) => qb.selectFrom('listings as l').select(['l.id', 'l.submitted_at']).where('l.boosted_until', 'is not', null).limit(21))
      .with('rest', (qb) => qb.selectFrom('listings').select(['listings.id', 'listings.submitted_at']).limit(sql<number>`(SELECT 21 - count(*) FROM boosted)`))
      .selectFrom('boosted').selectAll()
      .unionAll((eb) => eb.selectFrom('rest').selectAll())
      .orderBy('submitted_at', 'desc'));
    sameAsWithSchema((db) => db
      .selectFrom(db.selectFrom('listings').select('id').where('kind', '=', 'room').limit(1000).as('match'))
      .select((eb) => eb.fn.countAll<string>().as('count')));
  });

  it('names the tables of inserts, upserts, updates and deletes, and not `excluded`', () => {
    sameAsWithSchema((db) => db.insertInto('favourites').values({ user_id: 'u', listing_id: 'l', added_at: '1970-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doUpdateSet((eb) => ({ added_at: eb.ref('excluded.added_at') }))));
    sameAsWithSchema((db) => db.updateTable('listings').set({ price_flag: null }).where('id', 'in', db.selectFrom('listing_reports').select('listing_id')));
    sameAsWithSchema((db) => db.deleteFrom('notifications').where('notifications.user_id', '=', 'u').returning('id'));
  });

  it('names a read table given to raw SQL inside a query, and leaves a table with its own schema alone', () => {
    sameAsWithSchema((db) => db.selectFrom('listings').select(sql<string>`${sql.table('listings')}.id`.as('id'))
      .where(sql<boolean>`exists (select 1 from ${sql.table('kamra_reactors.checkpoints')})`));
  });

  it('refuses a CTE named like a read table, which the compiled SQL could not tell from the table', () => {
    const query = compiled.with('listings', (qb) => qb.selectFrom('users').select('id')).selectFrom('listings').selectAll();
    expect(() => query.compile()).toThrow("a CTE named 'listings' would hide the read table of that name");
  });
});
