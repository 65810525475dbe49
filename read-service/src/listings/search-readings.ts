import type { ListingSearchQuery } from '@kamra/contracts/queries';
import { searchKey } from './search-answer.js';

/** A search as read from its query string, and its key in the page cache. */
export interface SearchReading {
  readonly query: Readonly<ListingSearchQuery>;
  readonly key: string;
}

export interface SearchReadingsOptions {
  /** The most query strings kept. */
  maxEntries: number;
  /** Longer query strings are read every time: no search of the app's is near this long. */
  maxLength: number;
}

/**
 * Query strings of GET /api/listings as searches, read once. The same query string always reads
 * as the same search, and the page cache answers most asks from memory, so validating the query
 * and working out its key would otherwise be a large part of what a kept page costs. A query
 * string that does not read as a search is never kept: it is refused again each time. The least
 * recently asked go first when full, so a flood of made-up query strings churns the tail rather
 * than growing it, and the searches asked all the time stay.
 */
export class SearchReadings {
  private readonly readings = new Map<string, SearchReading>();

  constructor(private readonly options: SearchReadingsOptions) {}

  get size(): number {
    return this.readings.size;
  }

  /** The search `queryString` asks for: kept, or read by `read` (which throws for one that is not a search). */
  of(queryString: string, read: () => ListingSearchQuery): SearchReading {
    const kept = this.readings.get(queryString);
    if (kept) {
      // Asked again: it moves to the end of the map's order, the last to go.
      this.readings.delete(queryString);
      this.readings.set(queryString, kept);
      return kept;
    }
    const query = Object.freeze(read());
    const reading: SearchReading = { query, key: searchKey(query) };
    if (queryString.length > this.options.maxLength) return reading;
    if (this.readings.size >= this.options.maxEntries) {
      const leastRecent = this.readings.keys().next();
      if (!leastRecent.done) this.readings.delete(leastRecent.value);
    }
    this.readings.set(queryString, reading);
    return reading;
  }
}

/** The query string of a request's URL, without its '?'; empty when it has none. */
export function queryStringOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}
