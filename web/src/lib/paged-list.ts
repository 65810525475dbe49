import type { Page } from '@kamra/contracts/read-models';

/**
 * A cursor-paged list as pages arrive: a new search starts empty, "Load more" appends,
 * and a refetch (after a block or verify) replaces the list while the old one stays on screen.
 */
export interface PagedList<T> {
  items: T[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  /** Why the last load failed (an ApiError when the server said), while status is 'failed'. */
  error?: unknown;
}

export type PagedListEvent<T> =
  | { type: 'search' }
  | { type: 'refetch' }
  | { type: 'more' }
  | { type: 'loaded'; page: Page<T>; append: boolean }
  | { type: 'failed'; error?: unknown };

export const emptyList = <T,>(): PagedList<T> => ({ items: [], nextCursor: null, status: 'loading', loadingMore: false });

export function pagedListReducer<T>(state: PagedList<T>, event: PagedListEvent<T>): PagedList<T> {
  switch (event.type) {
    case 'search':
      return emptyList<T>();
    case 'refetch':
      return { ...state, status: 'loading', loadingMore: false };
    case 'more':
      return { ...state, loadingMore: true };
    case 'loaded': {
      const items = event.append ? [...state.items, ...event.page.items] : event.page.items;
      return { items, nextCursor: event.page.nextCursor, status: 'ready', loadingMore: false };
    }
    case 'failed':
      return { ...state, status: 'failed', loadingMore: false, error: event.error };
  }
}

/**
 * The list again from its first page, as many pages as it takes to cover `shown` items (or all
 * there are): after a change to one of them, a reader keeps the pages they had loaded and their
 * place in them, rather than the list starting again from its first page. At most `maxPages`,
 * so a server that kept naming a next page could not keep it asking.
 */
export async function pagesCovering<T>(
  loadPage: (cursor: string | null) => Promise<Page<T>>, shown: number, maxPages = 50,
): Promise<Page<T>> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < maxPages; pages++) {
    const page: Page<T> = await loadPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (cursor === null || items.length >= shown) break;
  }
  return { items, nextCursor: cursor };
}

/** How many users a refetch asks for, so the admin keeps the rows they scrolled to (up to the server's cap). */
export function refetchSize(shown: number, pageSize: number, maxPageSize: number): number {
  return Math.min(maxPageSize, Math.max(pageSize, shown));
}
