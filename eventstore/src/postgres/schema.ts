import type pg from 'pg';

/**
 * One append-only table. transaction_id records the writing transaction so readers can hold
 * back events that a still-open transaction could precede (see read-all.ts).
 */
export async function createEventsTable(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS events (
      global_position BIGSERIAL NOT NULL,
      transaction_id  XID8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id       TEXT NOT NULL,
      revision        BIGINT NOT NULL,
      type            TEXT NOT NULL,
      data            JSONB NOT NULL,
      metadata        JSONB NOT NULL,
      created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (transaction_id, global_position),
      UNIQUE (stream_id, revision)
    )`);
}
