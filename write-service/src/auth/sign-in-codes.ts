import { createHash, randomBytes } from 'node:crypto';
import { ownTable, type Database, type SessionClaims } from '@kamra/platform';

const LIFETIME_MS = 60_000;
const TABLE = 'kamra_sign_in_codes';

/** The table keeps digests, so someone who reads it cannot redeem what is pending. */
function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** The browser nonce's digest, salted apart from codes' so the two never compare equal. */
function browserDigest(browser: string): string {
  return createHash('sha256').update(`browser:${browser}`).digest('base64url');
}

/** Why a code did not redeem: none such (unknown, used, expired), or issued to another browser. */
export type Refusal = 'unknown' | 'otherBrowser';

/**
 * One-time codes that carry a finished sign-in across the redirect to `/?token=CODE`, so the
 * session token itself never sits in a URL, a browser history or a proxy log. A code is 32
 * random bytes, lives about a minute and is redeemed at most once.
 *
 * Kept in a table of the write service's database, so the exchange may reach any instance
 * behind the proxy. Each code is bound to the browser that started its sign-in (the nonce of
 * `sign-in-browser.ts`) and redeems only for it. One DELETE ... RETURNING both finds and spends a code: of two exchanges
 * at once, on one instance or two, exactly one gets the row.
 */
export class SignInCodes {
  private readonly table: () => Promise<void>;

  constructor(private readonly pool: Database['pool'], private readonly clock: () => Date) {
    this.table = ownTable(pool, TABLE, [
      `create table if not exists ${TABLE} (code_digest text primary key, claims jsonb not null, expires_at timestamptz not null)`,
      // Codes issued before codes were bound to a browser have none, and so never redeem.
      `alter table ${TABLE} add column if not exists browser_digest text`,
      `create index if not exists ${TABLE}_expiry on ${TABLE} (expires_at)`,
    ]);
  }

  /** A code for `claims`, redeemable only by the browser whose sign-in nonce is `browser`. */
  async issue(claims: SessionClaims, browser: string): Promise<string> {
    await this.table();
    const now = this.clock();
    // Codes nobody exchanged (a closed tab) go with the next sign-in; the index keeps it cheap.
    await this.pool.query(`delete from ${TABLE} where expires_at <= $1`, [now]);
    const code = randomBytes(32).toString('base64url');
    await this.pool.query(
      `insert into ${TABLE} (code_digest, claims, expires_at, browser_digest) values ($1, $2, $3, $4)`,
      [digest(code), JSON.stringify(claims), new Date(now.getTime() + LIFETIME_MS), browserDigest(browser)],
    );
    return code;
  }

  /**
   * The sign-in the code stands for, spent, when `browser` (this request's nonce, null for none)
   * is the one it was issued to; otherwise why not. A code shown to another browser is left
   * unspent: that browser was never its owner, and the owner's own tab may still exchange it.
   */
  async redeem(code: string, browser: string | null): Promise<{ claims: SessionClaims } | { refused: Refusal }> {
    await this.table();
    const now = this.clock();
    if (browser !== null) {
      const { rows } = await this.pool.query<{ claims: SessionClaims }>(
        `delete from ${TABLE} where code_digest = $1 and browser_digest = $2 and expires_at > $3 returning claims`,
        [digest(code), browserDigest(browser), now],
      );
      if (rows[0]) return { claims: rows[0].claims };
    }
    const { rows } = await this.pool.query(`select 1 from ${TABLE} where code_digest = $1 and expires_at > $2`, [digest(code), now]);
    return { refused: rows.length > 0 ? 'otherBrowser' : 'unknown' };
  }

  /** Codes still kept, spent or not. */
  async pending(): Promise<number> {
    await this.table();
    const { rows } = await this.pool.query<{ count: number }>(`select count(*)::int as count from ${TABLE}`);
    return rows[0]?.count ?? 0;
  }
}
