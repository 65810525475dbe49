/**
 * What `load` answers once `ready` says it is, asking again after each of `delaysMs` while it is
 * not; after the last it answers what it has. For a read that must show a change the server
 * already spoke of (a 409 saying the data changed) when the read side may still be a moment
 * behind. Stops with the abort error when `signal` aborts during a wait.
 */
export async function loadUntil<T>(
  load: () => Promise<T>, ready: (value: T) => boolean, delaysMs: readonly number[], signal?: AbortSignal,
): Promise<T> {
  let value = await load();
  for (const delay of delaysMs) {
    if (ready(value)) return value;
    await wait(delay, signal);
    value = await load();
  }
  return value;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
