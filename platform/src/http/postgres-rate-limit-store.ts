import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type pg from 'pg';
import { ownTable } from '../own-table.js';

const TABLE = 'kamra_rate_limits';

/**
 * express-rate-limit's hit counter in a Postgres (or PGlite) table, so every instance of a
 * service counts against the same limit. One upsert per hit: it starts a fresh window when
 * the old one has ended, and answers the count and the window's end.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private hitsSinceSweep = 0;
  private readonly table: () => Promise<void>;

  constructor(private readonly pool: pg.Pool, prefix: string) {
    this.prefix = `${prefix}:`;
    this.table = ownTable(pool, TABLE, [
      `create table if not exists ${TABLE} (key text primary key, hits integer not null, reset_at timestamptz not null)`,
    ]);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    await this.table();
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `select hits, reset_at from ${TABLE} where key = $1 and reset_at > now()`,
      [this.prefix + key],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    await this.table();
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `insert into ${TABLE} as t (key, hits, reset_at)
         values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when t.reset_at <= now() then 1 else t.hits + 1 end,
         reset_at = case when t.reset_at <= now() then excluded.reset_at else t.reset_at end
       returning hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= 1000) {
      this.hitsSinceSweep = 0;
      await this.pool.query(`delete from ${TABLE} where reset_at < now() - interval '1 hour'`);
    }
    const row = rows[0];
    if (!row) throw new Error('the rate limit upsert returned no row');
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.table();
    await this.pool.query(`update ${TABLE} set hits = greatest(hits - 1, 0) where key = $1`, [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.table();
    await this.pool.query(`delete from ${TABLE} where key = $1`, [this.prefix + key]);
  }
}
