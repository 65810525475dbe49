import type { Page } from '@kamra/contracts/read-models';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isAbortError } from './api-error';
import { emptyList, pagedListReducer, pagesCovering, type PagedList, type PagedListEvent } from './paged-list';

export interface PagedListQuery<T> {
  list: PagedList<T>;
  loadMore: () => void;
  retry: () => void;
  /** Loads the pages shown again in place (after a change to an item), keeping them on screen meanwhile. */
  refresh: () => void;
}

/**
 * Loads the first page whenever `key` changes; "Load more" appends the next; `refresh` reloads what is shown.
 * `firstCovers`: load as many pages as cover that many items instead of the first alone (a reader
 * coming back to a list they had loaded further).
 */
export function usePagedList<T>(
  key: string, loadPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>, firstCovers = 0,
): PagedListQuery<T> {
  const [list, dispatch] = useReducer<PagedList<T>, [PagedListEvent<T>]>(pagedListReducer, emptyList<T>());
  const [round, setRound] = useState(0);
  const loader = useRef(loadPage);
  loader.current = loadPage;
  const covers = useRef(firstCovers);
  covers.current = firstCovers;
  const controller = useRef<AbortController | null>(null);
  const shown = useRef(0);
  shown.current = list.items.length;

  const load = useCallback((cursor: string | null) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    dispatch({ type: cursor === null ? 'search' : 'more' });
    const loading = cursor === null && covers.current > 0
      ? pagesCovering((next) => loader.current(next, current.signal), covers.current)
      : loader.current(cursor, current.signal);
    loading.then(
      (page) => dispatch({ type: 'loaded', page, append: cursor !== null }),
      (error: unknown) => {
        if (!isAbortError(error)) dispatch({ type: 'failed', error });
      },
    );
  }, []);

  useEffect(() => {
    load(null);
    return () => controller.current?.abort();
  }, [key, round, load]);

  const nextCursor = list.nextCursor;
  const loadMore = useCallback(() => {
    if (nextCursor !== null) load(nextCursor);
  }, [nextCursor, load]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  const refresh = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    dispatch({ type: 'refetch' });
    pagesCovering((cursor) => loader.current(cursor, current.signal), shown.current).then(
      (page) => dispatch({ type: 'loaded', page, append: false }),
      (error: unknown) => {
        if (!isAbortError(error)) dispatch({ type: 'failed', error });
      },
    );
  }, []);
  return { list, loadMore, retry, refresh };
}
