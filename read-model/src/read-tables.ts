import { Kysely } from 'kysely';
import type pg from 'pg';
import type { UsersTable, VerifiedPhonesTable } from './tables/users-table.js';
import type { BlogCommentsTable, BlogsTable } from './tables/blog-tables.js';
import type { ReviewsTable } from './tables/review-tables.js';
import type { ListingHistoryTable, ListingsTable } from './tables/listing-tables.js';
import type { ListingReportsTable } from './tables/lifecycle-tables.js';
import type { PaymentsNotAppliedTable } from './tables/payment-tables.js';
import type { FavouritesTable, NotificationsTable, SavedSearchesTable } from './tables/following-tables.js';
import { ReadSchemaDialect } from './read-schema-compiler.js';

/**
 * The read tables live in their own Postgres schema so that a rebuild can fill a second one
 * and swap the two in one transaction: readers never see a half-built view.
 */
export const READ_SCHEMA = 'kamra_read';
export const REBUILD_SCHEMA = 'kamra_read_next';

export interface CheckpointsTable {
  name: string;
  /** Global position as text ("major" and "minor" bigints): xid8 exceeds JavaScript numbers. */
  major: string;
  minor: string;
  updated_at: Date;
}

/** Every read table. Each feature declares its tables in its own file and adds them here. */
export interface ReadTables {
  projector_checkpoints: CheckpointsTable;
  users: UsersTable;
  verified_phones: VerifiedPhonesTable;
  reviews: ReviewsTable;
  blogs: BlogsTable;
  blog_comments: BlogCommentsTable;
  listings: ListingsTable;
  listing_history: ListingHistoryTable;
  listing_reports: ListingReportsTable;
  payments_not_applied: PaymentsNotAppliedTable;
  favourites: FavouritesTable;
  saved_searches: SavedSearchesTable;
  notifications: NotificationsTable;
}

export type ReadDb = Kysely<ReadTables>;

/** The names of the read tables at run time; the compiler names them in the read schema. */
export const READ_TABLE_NAMES: ReadonlySet<string> = new Set(Object.keys({
  projector_checkpoints: true, users: true, verified_phones: true, reviews: true, blogs: true,
  blog_comments: true, listings: true, listing_history: true, listing_reports: true,
  payments_not_applied: true, favourites: true, saved_searches: true, notifications: true,
} satisfies Record<keyof ReadTables, true>));

/** The pool each ReadDb was made over, for the few queries that go to pg directly (prepared-query.ts). */
const pools = new WeakMap<ReadDb, pg.Pool>();

/** A kysely over the shared pool, with table names resolved in the given schema. */
export function readDb(pool: pg.Pool, schema: string = READ_SCHEMA): ReadDb {
  const db = new Kysely<ReadTables>({ dialect: new ReadSchemaDialect({ pool }, schema, READ_TABLE_NAMES) });
  pools.set(db, pool);
  return db;
}

/** The pool under a ReadDb made by readDb; undefined for any other kysely (a transaction's). */
export function poolOf(db: ReadDb): pg.Pool | undefined {
  return pools.get(db);
}
