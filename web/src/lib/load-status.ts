/**
 * The load status every data area goes through (spec section 4): idle, loading, succeeded,
 * failed. Kept as a pure reducer so the transitions are tested without a browser.
 */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous: T | null }
  | { status: 'succeeded'; data: T }
  | { status: 'failed'; error: unknown };

export type LoadEvent<T> =
  | { type: 'start' }
  | { type: 'succeed'; data: T }
  | { type: 'fail'; error: unknown }
  | { type: 'update'; change: (data: T) => T };

export const idle = <T,>(): LoadState<T> => ({ status: 'idle' });

export function loadReducer<T>(state: LoadState<T>, event: LoadEvent<T>): LoadState<T> {
  switch (event.type) {
    case 'start':
      // A reload keeps what was shown, so "load more" and refreshes do not blank the page.
      return { status: 'loading', previous: state.status === 'succeeded' ? state.data : null };
    case 'succeed':
      return { status: 'succeeded', data: event.data };
    case 'fail':
      return { status: 'failed', error: event.error };
    case 'update':
      return state.status === 'succeeded' ? { status: 'succeeded', data: event.change(state.data) } : state;
  }
}

/** The data to show: the loaded value, or the previous one while reloading. */
export function shownData<T>(state: LoadState<T>): T | null {
  if (state.status === 'succeeded') return state.data;
  if (state.status === 'loading') return state.previous;
  return null;
}
