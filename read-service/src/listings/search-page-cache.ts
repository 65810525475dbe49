/**
 * The search pages everyone asks for (a city tile, `all` of a kind) are the same few hundred
 * URLs, asked over and over between two moves of the projector. A page is kept while both hold:
 * the read tables' checkpoint is the one it was read at (any projected event makes it a miss),
 * and the clock is in the same window of `windowMs` (cards say NEW and Boosted by the time, so a
 * page is at most one window old). Concurrent asks for one page share one query. Keyed by the
 * parsed query, so two spellings of one search share an entry; at most `maxEntries` are kept,
 * the least recently used going first.
 */
export interface SearchPageCacheOptions {
  /** 0 turns the cache off. */
  windowMs: number;
  maxEntries: number;
  /** The checkpoint the read tables are at, as the service last heard it; null before it knows. */
  version(): string | null;
  now(): Date;
}

interface Entry {
  stamp: string;
  page: Promise<string>;
}

export class SearchPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: SearchPageCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The page for `key` as JSON text: kept, or made by `load` and kept. */
  async page(key: string, load: () => Promise<unknown>): Promise<string> {
    const { windowMs } = this.options;
    if (windowMs <= 0) return JSON.stringify(await load());
    const stamp = `${this.options.version() ?? 'unknown'}@${Math.floor(this.options.now().getTime() / windowMs)}`;
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.page;
    }
    const page = load().then((value) => JSON.stringify(value));
    const entry: Entry = { stamp, page };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed query is not kept: the next ask tries again.
    page.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return page;
  }
}
