/**
 * Codes to one number, whoever asks for them. The decider limits each person from their own
 * stream; a number is nobody's stream, so this count lives where the request limits live (the
 * shared `kamra_rate_limits` table, so every instance counts together; in memory without a
 * database). A number whose codes are used up is refused before anything is recorded; otherwise
 * it is counted once the person's own limits let the code be recorded, and before it is sent: a
 * request they refuse uses nothing up, and over the number's limit nothing is sent.
 */
import { messages } from '@kamra/contracts/messages';
import { PHONE_CODE } from '@kamra/contracts/rules';
import { PostgresRateLimitStore, TooManyRequestsError, type Database } from '@kamra/platform';

interface Hits {
  totalHits: number;
  resetTime: Date | undefined;
}

interface HitCounter {
  get(key: string): Promise<Hits | undefined>;
  increment(key: string): Promise<Hits>;
}

/** This process's count, for a write service running without a database. */
class MemoryCounter implements HitCounter {
  private readonly windows = new Map<string, { hits: number; resetTime: Date }>();

  get(key: string) {
    const current = this.windows.get(key);
    const live = current && current.resetTime.getTime() > Date.now() ? current : undefined;
    return Promise.resolve(live && { totalHits: live.hits, resetTime: live.resetTime });
  }

  increment(key: string) {
    const now = Date.now();
    const current = this.windows.get(key);
    const window = current && current.resetTime.getTime() > now ? current : { hits: 0, resetTime: new Date(now + PHONE_CODE.numberWindowMs) };
    window.hits += 1;
    this.windows.set(key, window);
    return Promise.resolve({ totalHits: window.hits, resetTime: window.resetTime });
  }
}

export class NumberFloodGuard {
  private readonly counter: HitCounter;

  constructor(pool: Database['pool'] | null) {
    if (pool) {
      const store = new PostgresRateLimitStore(pool, 'phone-code-number');
      // The store reads only the window from express-rate-limit's options.
      store.init({ windowMs: PHONE_CODE.numberWindowMs } as Parameters<PostgresRateLimitStore['init']>[0]);
      this.counter = store;
    } else {
      this.counter = new MemoryCounter();
    }
  }

  /**
   * Refuses (429) when `phone` has had all its codes already, counting nothing: asked before a
   * code is recorded, so a person whose number others have used up keeps the code they hold.
   */
  async check(phone: string): Promise<void> {
    const hits = await this.counter.get(phone);
    if (hits && hits.totalHits >= PHONE_CODE.perNumber) throw tooMany(hits.resetTime);
  }

  /** Counts a code to `phone` (E.164); over the limit (a request that raced past check): 429. */
  async count(phone: string): Promise<void> {
    const { totalHits, resetTime } = await this.counter.increment(phone);
    if (totalHits > PHONE_CODE.perNumber) throw tooMany(resetTime);
  }
}

/** 429 with the seconds until the number's window ends. */
function tooMany(resetTime: Date | undefined): TooManyRequestsError {
  const seconds = resetTime ? (resetTime.getTime() - Date.now()) / 1000 : PHONE_CODE.numberWindowMs / 1000;
  return new TooManyRequestsError(messages.phoneCodesToNumber, seconds);
}
