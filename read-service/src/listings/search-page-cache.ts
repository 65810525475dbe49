/**
 * The search pages people ask for are a long tail of a few thousand URLs, the head of it asked
 * over and over between two moves of the projector. A page is kept while all of these hold:
 * - the read tables' checkpoint is the one it was read at (any projected event makes it a miss);
 * - the clock has not reached the next moment time alone could change it: a listing of its scope
 *   (a search's kind) expiring or a boost of it ending (`nextChange`, asked once per checkpoint
 *   for every scope), or a NEW badge on the page itself going (the load's `changesAt`). A
 *   marketplace of 100,000 listings has a badge or a boost ending about every half minute; were
 *   each of them to end every page, the cache would be emptied that often, and the more listings
 *   the more often;
 * - it is younger than `maxAgeMs`, which bounds what a missed wake-up from the projector costs.
 * Concurrent asks for one page share one query. Keyed by the search as understood (the route
 * passes a key in which equivalent spellings agree). The pages kept are bounded by their size
 * (`maxBytes`), not their number: a page of 20 cards is about 11 KB and one with none a few
 * hundred bytes, so a count would either waste memory or keep too few. The least recently used
 * go first.
 */
import { Counter } from 'prom-client';
import { metricsRegistry } from '@kamra/platform';

const cacheRequests = new Counter({
  name: 'kamra_search_page_cache_requests_total',
  help: 'Search pages asked of the page cache: hit (kept, or being made for another ask) or miss (a query ran).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
// Both series from the start, so a rate over a new process reads 0 rather than nothing.
cacheRequests.inc({ outcome: 'hit' }, 0);
cacheRequests.inc({ outcome: 'miss' }, 0);

export interface SearchPageCacheOptions {
  /** The longest a page is kept; 0 turns the cache off. */
  maxAgeMs: number;
  /** The most kept, counted as each page's JSON in UTF-8 bytes (at least what V8 holds of it) and ENTRY_BYTES more. */
  maxBytes: number;
  /** The checkpoint the read tables are at, as the service last heard it; null before it knows. */
  version(): string | null;
  /**
   * Per scope, the first moment after `now` at which time alone could change a page of that scope
   * whatever it shows (search-horizon.ts); null: none ahead. A scope it does not name has none.
   */
  nextChange(now: Date): Promise<Horizon>;
  now(): Date;
}

/**
 * What a load read: the page asked for, and when it read that too the page after it, its key,
 * and how to make it (made only if it is asked for: most seekers stop at the first page).
 */
export interface LoadedPages {
  page: unknown;
  next: { key: string; page: () => unknown } | null;
  /** Whose moments in the horizon end these pages; none: the earliest of every scope. */
  scope?: string;
  /** The first moment time alone changes these pages themselves (a badge on them going); null: none. */
  changesAt?: Date | null;
}

/** Per scope, the first moment ahead at which time alone changes its pages; null: none ahead. */
export type Horizon = Readonly<Record<string, Date | null>>;

/** What an entry costs beside its page: its key, its promises and its place in the map. */
export const ENTRY_BYTES = 1024;

interface Entry {
  version: string;
  /** Counted against maxBytes: ENTRY_BYTES until its page is made, then that page's size too. */
  bytes: number;
  /** Kept while the clock is before this (ms since the epoch); it is known once the page is made. */
  until: Promise<number>;
  page(): Promise<string>;
}

/** The horizon in milliseconds (Infinity: none ahead), and its earliest moment, after which it is asked again. */
interface Moments {
  byScope: ReadonlyMap<string, number>;
  earliest: number;
}

interface AskedHorizon {
  version: string;
  /** When it was asked, and what it answered: null when it could not be asked (nothing is kept on it). */
  from: number;
  next: Promise<Moments | null>;
}

function momentsOf(horizon: Horizon): Moments {
  const byScope = new Map(Object.entries(horizon).map(([scope, at]) => [scope, at?.getTime() ?? Infinity]));
  return { byScope, earliest: Math.min(Infinity, ...byScope.values()) };
}

/** Until when pages loaded at `now` are good: the earliest of their scope's moment, their own, and their age's limit. */
function keptUntil(now: number, maxAgeMs: number, moments: Moments | null, loaded: LoadedPages): number {
  if (moments === null) return now;
  const scoped = loaded.scope === undefined ? moments.earliest : moments.byScope.get(loaded.scope) ?? Infinity;
  return Math.min(now + maxAgeMs, scoped, loaded.changesAt?.getTime() ?? Infinity);
}

export class SearchPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private horizon: AskedHorizon | null = null;

  constructor(private readonly options: SearchPageCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** What the kept entries count against maxBytes. */
  get sizeInBytes(): number {
    return this.bytes;
  }

  /** The page for `key` as JSON text: kept, or made by `load` and kept. */
  page(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.pages(key, async () => ({ page: await load(), next: null }));
  }

  /**
   * As `page`, for a load that can read the page after it in the same query (`readAhead`): that
   * one is kept too, under its own key and for as long, so the next page a seeker asks for is
   * answered from memory. Nothing is read ahead while the cache is off.
   */
  async pages(key: string, load: (readAhead: boolean) => Promise<LoadedPages>): Promise<string> {
    const { maxAgeMs } = this.options;
    const version = this.options.version();
    if (maxAgeMs <= 0 || version === null) {
      cacheRequests.inc({ outcome: 'miss' });
      return JSON.stringify((await load(false)).page);
    }
    const now = this.options.now().getTime();
    const kept = this.entries.get(key);
    // An ask while the page is being made waits for it, and takes it if it is good for this moment too.
    if (kept && kept.version === version && now < await kept.until) {
      cacheRequests.inc({ outcome: 'hit' });
      if (this.entries.get(key) === kept) {
        this.entries.delete(key);
        this.entries.set(key, kept);
      }
      return kept.page();
    }
    cacheRequests.inc({ outcome: 'miss' });
    // The moment is asked before the page is read, so the page is of the tables it speaks for or later.
    const next = this.nextChange(version, now);
    const loaded = load(true);
    const page = loaded.then((value) => JSON.stringify(value.page));
    // A failed query is not kept (until = now): the next ask tries again.
    const until = Promise.all([next, loaded, page]).then(([moments, pages]) => keptUntil(now, maxAgeMs, moments, pages), () => now);
    const entry: Entry = { version, until, bytes: ENTRY_BYTES, page: () => page };
    this.keep(key, entry);
    void until.then((moment) => {
      if (moment <= now) this.drop(key, entry);
    });
    // Kept before the page is answered, so its cursor cannot be asked for before it is there;
    // a page already kept under that key is as good, and stays. Until it is made it counts as
    // big as the page it was read with: it holds as many rows, or fewer.
    const ahead = Promise.all([loaded, page]).then(async ([{ next: following }, text]) => {
      this.resize(key, entry, ENTRY_BYTES + Buffer.byteLength(text));
      if (!following || this.entries.get(following.key)?.version === version || (await until) <= now) return;
      let made: Promise<string> | undefined;
      const read: Entry = {
        version, until, bytes: entry.bytes,
        page: () => (made ??= Promise.resolve().then(() => {
          const json = JSON.stringify(following.page());
          this.resize(following.key, read, ENTRY_BYTES + Buffer.byteLength(json));
          return json;
        })),
      };
      this.keep(following.key, read);
    }, () => undefined);
    return ahead.then(() => page);
  }

  private keep(key: string, entry: Entry): void {
    const kept = this.entries.get(key);
    if (kept) this.drop(key, kept);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.trim();
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Counts an entry's page once it is made, if it is still kept. */
  private resize(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) === entry) this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.trim();
  }

  private trim(): void {
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.drop(oldest[0], oldest[1]);
    }
  }

  /** The horizon after `now` at this checkpoint, asked once per checkpoint and again only once its earliest moment has passed. */
  private nextChange(version: string, now: number): Promise<Moments | null> {
    const known = this.horizon;
    if (known && known.version === version && known.from <= now) {
      // Still ahead, or still being asked: shared. A failed ask is asked again.
      const shared = known.next;
      return shared.then((moments) => (moments && now < moments.earliest ? moments : this.ask(version, now)));
    }
    return this.ask(version, now);
  }

  private ask(version: string, now: number): Promise<Moments | null> {
    const next = this.options.nextChange(new Date(now)).then(momentsOf, () => null);
    const horizon: AskedHorizon = { version, from: now, next };
    const current = this.horizon;
    // A newer ask is not replaced by an older one finishing late.
    if (!current || current.version !== version || current.from <= now) this.horizon = horizon;
    return next;
  }
}
