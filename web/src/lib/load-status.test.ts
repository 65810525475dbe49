import { describe, expect, it } from 'vitest';
import { idle, loadReducer, shownData, type LoadState } from './load-status';

describe('load status', () => {
  it('goes idle -> loading -> succeeded', () => {
    const loading = loadReducer(idle<number[]>(), { type: 'start' });
    expect(loading).toEqual({ status: 'loading', previous: null });
    const done = loadReducer(loading, { type: 'succeed', data: [1] });
    expect(done).toEqual({ status: 'succeeded', data: [1] });
    expect(shownData(done)).toEqual([1]);
  });

  it('keeps the shown data while reloading and drops it on failure', () => {
    const done: LoadState<number[]> = { status: 'succeeded', data: [1, 2] };
    const reloading = loadReducer(done, { type: 'start' });
    expect(shownData(reloading)).toEqual([1, 2]);
    const failed = loadReducer(reloading, { type: 'fail', error: new Error('offline') });
    expect(failed.status).toBe('failed');
    expect(shownData(failed)).toBeNull();
  });

  it('updates only loaded data', () => {
    const done: LoadState<number[]> = { status: 'succeeded', data: [1, 2] };
    expect(loadReducer(done, { type: 'update', change: (xs) => xs.filter((x) => x !== 1) })).toEqual({
      status: 'succeeded',
      data: [2],
    });
    expect(loadReducer(idle<number[]>(), { type: 'update', change: () => [9] })).toEqual({ status: 'idle' });
  });
});
