import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { poolOf, type ReadDb } from './read-tables.js';

/** Postgres's code for "cached plan must not change result type" (and other unsupported features). */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * A query asked so often that Postgres should parse and plan it once per connection rather than
 * on every request: the compiled SQL runs as a named statement on the pool under `db`, and only
 * its parameters are sent each time. The name is the text's hash, so two queries never share a
 * name.
 *
 * Name the columns rather than `table.*`: a prepared statement's result type is fixed, and a
 * migration that changes it makes the statement fail on every connection that prepared it.
 * Should that happen anyway, the query is prepared again under a new name and asked once more.
 */
export function preparedQuery<R>(db: ReadDb, query: CompiledQuery<R>): (parameters: readonly unknown[]) => Promise<R[]> {
  const pool = poolOf(db);
  // Not made by readDb (a transaction's kysely, say): kysely runs it, unnamed.
  if (!pool) return async (parameters) => (await db.executeQuery<R>({ ...query, parameters })).rows;
  const text = query.sql;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 24);
  let generation = 0;
  const run = async (parameters: readonly unknown[]) =>
    (await pool.query({ name: `kamra_${hash}_${generation}`, text, values: [...parameters] })).rows as R[];
  return async (parameters) => {
    const asked = generation;
    try {
      return await run(parameters);
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      if (generation === asked) generation += 1;
      return run(parameters);
    }
  };
}
