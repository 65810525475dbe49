import { createHash, randomBytes } from 'node:crypto';
import { ownTable, type Database, type SessionClaims } from '@kamra/platform';

const LIFETIME_MS = 60_000;
const TABLE = 'kamra_sign_in_codes';

/** The table keeps a digest, so someone who reads it cannot redeem what is pending. */
function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/**
 * One-time codes that carry a finished sign-in across the redirect to `/?token=CODE`, so the
 * session token itself never sits in a URL, a browser history or a proxy log. A code is 32
 * random bytes, lives about a minute and is redeemed at most once.
 *
 * Kept in a table of the write service's database, so the exchange may reach any instance
 * behind the proxy. One DELETE ... RETURNING both finds and spends a code: of two exchanges
 * at once, on one instance or two, exactly one gets the row.
 */
export class SignInCodes {
  private readonly table: () => Promise<void>;

  constructor(private readonly pool: Database['pool'], private readonly clock: () => Date) {
    this.table = ownTable(pool, TABLE, [
      `create table if not exists ${TABLE} (code_digest text primary key, claims jsonb not null, expires_at timestamptz not null)`,
      `create index if not exists ${TABLE}_expiry on ${TABLE} (expires_at)`,
    ]);
  }

  async issue(claims: SessionClaims): Promise<string> {
    await this.table();
    const now = this.clock();
    // Codes nobody exchanged (a closed tab) go with the next sign-in; the index keeps it cheap.
    await this.pool.query(`delete from ${TABLE} where expires_at <= $1`, [now]);
    const code = randomBytes(32).toString('base64url');
    await this.pool.query(
      `insert into ${TABLE} (code_digest, claims, expires_at) values ($1, $2, $3)`,
      [digest(code), JSON.stringify(claims), new Date(now.getTime() + LIFETIME_MS)],
    );
    return code;
  }

  /** The sign-in the code stands for, or null when it is unknown, used or expired. */
  async redeem(code: string): Promise<SessionClaims | null> {
    await this.table();
    const { rows } = await this.pool.query<{ claims: SessionClaims }>(
      `delete from ${TABLE} where code_digest = $1 and expires_at > $2 returning claims`,
      [digest(code), this.clock()],
    );
    return rows[0]?.claims ?? null;
  }

  /** Codes still kept, spent or not. */
  async pending(): Promise<number> {
    await this.table();
    const { rows } = await this.pool.query<{ count: number }>(`select count(*)::int as count from ${TABLE}`);
    return rows[0]?.count ?? 0;
  }
}
