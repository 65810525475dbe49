import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isAbortError } from './api-error';
import { idle, loadReducer, type LoadState } from './load-status';

export interface Query<T> {
  state: LoadState<T>;
  /** Loads again (e.g. after a change was saved). */
  reload: () => void;
  /** Changes the loaded data in place, e.g. to drop a deleted item. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` whenever `key` changes and tracks its load status. A newer load aborts the
 * older one, so a fast tab switch never shows the previous tab's answer. `restored` is data
 * already at hand for the first key (what the page showed before Back): it is shown at once
 * instead of loading.
 */
export function useQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>, restored?: T): Query<T> {
  const [state, dispatch] = useReducer(
    loadReducer<T>,
    undefined,
    (): LoadState<T> => (restored === undefined ? idle<T>() : { status: 'succeeded', data: restored }),
  );
  const [round, setRound] = useState(0);
  // The latest loader, read when a load starts, so callers may pass an inline function.
  const loader = useRef(load);
  loader.current = load;
  const skipFirstLoad = useRef(restored !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'start' });
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'succeed', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) dispatch({ type: 'fail', error });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => dispatch({ type: 'update', change }), []);
  return { state, reload, update };
}
