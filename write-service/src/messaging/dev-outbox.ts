/**
 * The dev outbox: messages kept instead of sent, for a developer (or a browser test) to read
 * at GET /api/dev/outbox. Kept in a table of the shared database when there is one, so every
 * process of a deployment sees what any of them "sent"; in memory otherwise. It holds phone
 * codes in clear, which is why it exists only without real providers and never in production.
 */
import type { Database } from '@kamra/platform';
import type { OutboxMessage } from '@kamra/contracts/read-models';
import type { MessageSender, OutgoingMessage } from './outgoing-message.js';

const TABLE = 'kamra_dev_outbox';
/** The outbox answers the newest ones; a dev database need not keep every message forever. */
export const OUTBOX_KEEP = 200;

export class DevOutbox implements MessageSender {
  private readonly memory: OutboxMessage[] = [];
  private ready: Promise<void> | null = null;

  constructor(private readonly pool: Database['pool'] | null, private readonly now: () => Date) {}

  async send(message: OutgoingMessage): Promise<void> {
    const kept: OutboxMessage = { ...message, at: this.now().toISOString() };
    if (!this.pool) {
      this.memory.unshift(kept);
      this.memory.length = Math.min(this.memory.length, OUTBOX_KEEP);
      return;
    }
    await this.table();
    await this.pool.query(`insert into ${TABLE} (message, at) values ($1, $2)`, [JSON.stringify(kept), kept.at]);
    await this.pool.query(`delete from ${TABLE} where id <= (select max(id) from ${TABLE}) - $1`, [OUTBOX_KEEP]);
  }

  /** Newest first. */
  async list(): Promise<OutboxMessage[]> {
    if (!this.pool) return [...this.memory];
    await this.table();
    const { rows } = await this.pool.query<{ message: OutboxMessage }>(`select message from ${TABLE} order by id desc limit $1`, [OUTBOX_KEEP]);
    return rows.map((row) => row.message);
  }

  private table(): Promise<void> {
    const pool = this.pool;
    if (!pool) return Promise.resolve();
    this.ready ??= pool
      .query(`create table if not exists ${TABLE} (id bigserial primary key, message jsonb not null, at timestamptz not null)`)
      .then(() => undefined, (error: unknown) => {
        this.ready = null;
        throw error;
      });
    return this.ready;
  }
}
