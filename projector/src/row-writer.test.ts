import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { openDatabase, type Database } from '@kamra/platform';
import { readDb, type ReadDb } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';
import { snapshotReadTables } from './cli/table-snapshot.js';
import { applyRowChange, type RowChange } from './row-changes.js';
import { RowWriter } from './row-writer.js';

const ONE_BY_ONE = 'writer_one_by_one';
const COALESCED = 'writer_coalesced';
const USERS = ['u1', 'u2', 'u3'];
const BLOGS = ['b1', 'b2'];
const at = (n: number) => new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString();

/** Changes of every kind on a table keyed by one column, one keyed by two, and a delete by another column. */
const change: fc.Arbitrary<RowChange> = fc.oneof(
  fc.record({ user: fc.constantFrom(...USERS), n: fc.nat(50), op: fc.constantFrom('insert' as const, 'upsert' as const) }).map(({ user, n, op }): RowChange => {
    const row = { id: user, name: `name ${n}`, email: `${user}@x.pk`, picture: n % 2 ? null : `p${n}.png`, member_since: at(n), last_signed_in_at: at(n), blocked: false, verified: n % 3 === 0 };
    return op === 'insert' ? { op, table: 'users', key: ['id'], row } : { op, table: 'users', key: ['id'], row };
  }),
  fc.record({ user: fc.constantFrom(...USERS), n: fc.nat(50) }).map(({ user, n }): RowChange => ({
    op: 'update' as const, table: 'users' as const, where: { id: user }, set: n % 2 ? { blocked: n % 4 === 1 } : { name: `renamed ${n}`, last_signed_in_at: at(n) },
  })),
  fc.constantFrom(...USERS).map((user): RowChange => ({ op: 'delete' as const, table: 'users' as const, where: { id: user } })),
  fc.record({ listing: fc.constantFrom('l1', 'l2'), revision: fc.nat(3), n: fc.nat(50) }).map(({ listing, revision, n }): RowChange => ({
    op: 'insert' as const, table: 'listing_history' as const, key: ['listing_id', 'revision'],
    row: { listing_id: listing, revision, position: `1.${n}`, type: 'ListingApproved', actor_id: null, actor_role: 'admin', at: at(n), reason: null, details: { n, tags: ['a'] } },
  })),
  fc.record({ blog: fc.constantFrom(...BLOGS), comment: fc.nat(4), n: fc.nat(50) }).map(({ blog, comment, n }): RowChange => ({
    op: 'insert' as const, table: 'blog_comments' as const, key: ['id'],
    row: { id: `c${comment}`, blog_id: blog, user_id: 'u1', comment: `comment ${n}`, posted_at: at(n) },
  })),
  fc.constantFrom(...BLOGS).map((blog): RowChange => ({ op: 'delete' as const, table: 'blog_comments' as const, where: { blog_id: blog } })),
);

let database: Database;
let oneByOne: ReadDb;
let coalesced: ReadDb;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await migrateReadTables(database.pool, ONE_BY_ONE);
  await migrateReadTables(database.pool, COALESCED);
  oneByOne = readDb(database.pool, ONE_BY_ONE);
  coalesced = readDb(database.pool, COALESCED);
});

afterAll(() => database.close());

async function empty(db: ReadDb, schema: string): Promise<void> {
  await sql`TRUNCATE ${sql.join(['users', 'listing_history', 'blog_comments'].map((t) => sql.table(`${schema}.${t}`)))}`.execute(db);
}

/** blog_comments.seq counts inserts; its values depend on how many were tried, not on the rows. */
function withoutSequences(snapshot: Record<string, string[]>): Record<string, string[]> {
  return { ...snapshot, blog_comments: (snapshot.blog_comments ?? []).map((row) => row.replace(/\["seq","\d+"\],?/, '')) };
}

/** Freezes a change and every object in it, so a writer that changed a projection's objects would throw. */
function frozen(change: RowChange): RowChange {
  for (const part of Object.values(change)) if (part !== null && typeof part === 'object') Object.freeze(part);
  return Object.freeze(change);
}

describe('RowWriter', () => {
  it('leaves the rows that applying the same changes one by one, in order, leaves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 30 }), fc.array(change, { maxLength: 30 }), async (before, batch) => {
        await empty(oneByOne, ONE_BY_ONE);
        await empty(coalesced, COALESCED);
        // Rows already there before the batch, so the batch meets existing rows too.
        for (const c of before) {
          await applyRowChange(oneByOne, ONE_BY_ONE, c);
          await applyRowChange(coalesced, COALESCED, c);
        }
        for (const c of batch) await applyRowChange(oneByOne, ONE_BY_ONE, c);
        const writer = await RowWriter.open(coalesced, COALESCED);
        // Frozen: a projection's change may be shared (a row reused across events), so the
        // writer folds changes into copies of its own.
        for (const c of batch) await writer.add(frozen(c));
        await writer.flush();
        expect(withoutSequences(await snapshotReadTables(database.pool, COALESCED))).toEqual(withoutSequences(await snapshotReadTables(database.pool, ONE_BY_ONE)));
      }),
      { numRuns: 60 },
    );
  });
});
