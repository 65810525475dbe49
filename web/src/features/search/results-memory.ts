import type { ListingSearchPage } from '@kamra/contracts/read-models';

/**
 * What a results page showed, kept per history entry so that Back from a listing restores the
 * same cards (Load more pages included) and the same scroll position, while a new search for
 * the same URL starts afresh. An entry is told apart by a key kept in history.state, which
 * survives Back and Forward; sessionStorage keeps the pages for this tab only.
 */

const ENTRY = 'kamraEntry';
const PREFIX = 'kamra.results.';
/** A few recent entries are enough for Back; older ones are dropped so storage stays small. */
const KEEP = 8;

export interface ResultsMemory {
  /** The search the pages belong to (kind, place, filters, sort), so another search never shows them. */
  query: string;
  page: ListingSearchPage;
  scrollY: number;
}

interface Stored extends ResultsMemory {
  savedAt: number;
}

/** This history entry's key, given to it on first use. */
export function historyEntryKey(): string {
  const state: unknown = window.history.state;
  const existing = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[ENTRY] : undefined;
  if (typeof existing === 'string') return existing;
  const key = Math.random().toString(36).slice(2, 12);
  const merged = typeof state === 'object' && state !== null ? { ...state, [ENTRY]: key } : { [ENTRY]: key };
  window.history.replaceState(merged, '');
  return key;
}

export function recallResults(entry: string, query: string): ResultsMemory | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PREFIX + entry) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const memory = saved as Partial<ResultsMemory>;
    if (memory.query !== query || typeof memory.scrollY !== 'number' || !Array.isArray(memory.page?.items)) return null;
    return memory as ResultsMemory;
  } catch {
    return null;
  }
}

function savedAt(key: string): number {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    const at = typeof stored === 'object' && stored !== null ? (stored as Partial<Stored>).savedAt : undefined;
    return typeof at === 'number' ? at : 0;
  } catch {
    return 0;
  }
}

export function rememberResults(entry: string, memory: ResultsMemory): void {
  try {
    const stored: Stored = { ...memory, savedAt: Date.now() };
    sessionStorage.setItem(PREFIX + entry, JSON.stringify(stored));
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(PREFIX));
    if (keys.length <= KEEP) return;
    const oldestFirst = keys.map((key) => ({ key, at: savedAt(key) })).sort((a, b) => a.at - b.at);
    for (const { key } of oldestFirst.slice(0, keys.length - KEEP)) sessionStorage.removeItem(key);
  } catch {
    // Full or disabled storage: Back loads the first page again, as before.
  }
}
