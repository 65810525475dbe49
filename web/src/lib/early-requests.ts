/**
 * API reads started when the app starts, before the page that needs them has downloaded its
 * code: on a slow link the page's chunk, its texts and its data then travel together instead
 * of one after another. Each answer is taken once, by the page's first load, and only while it
 * is fresh; any later load (a reload, a return to the page) asks the server again, so nothing
 * shown is older than the visit that opened it.
 */
export interface EarlyRequests {
  /** Starts `load` for `path` unless a fresh one is already under way; settles when that answer is in. */
  start(path: string, load: () => Promise<unknown>): Promise<unknown>;
  /** The answer started for `path`, if it is still fresh; it is forgotten once taken. */
  take(path: string): Promise<unknown> | undefined;
  /**
   * Marks a start still being worked out (its path needs code that is downloading): until
   * `deciding` settles, `decided` holds takers back, so a page that renders first finds the
   * request under way instead of sending its own beside it.
   */
  decide(deciding: Promise<unknown>): void;
  /** Settles once every start being decided has been made or given up; never rejects. */
  decided(): Promise<void>;
}

/** Long enough for a page's chunk to arrive on a slow link; an unclaimed answer older than that is dropped. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

export function earlyRequests(now: () => number = () => Date.now(), maxAgeMs = EARLY_REQUEST_MAX_AGE_MS): EarlyRequests {
  const started = new Map<string, { at: number; answer: Promise<unknown> }>();
  let deciding: Promise<void> = Promise.resolve();
  const settle = () => undefined;
  const fresh = (path: string) => {
    const entry = started.get(path);
    if (entry !== undefined && now() - entry.at > maxAgeMs) started.delete(path);
    return started.get(path);
  };
  return {
    start(path, load) {
      const under = fresh(path);
      // A failure is the page's to report when it takes the answer; until then it is no error.
      if (under !== undefined) return under.answer.catch(() => undefined);
      const answer = load();
      started.set(path, { at: now(), answer });
      return answer.catch(() => undefined);
    },
    take(path) {
      const entry = fresh(path);
      started.delete(path);
      return entry?.answer;
    },
    decide(pending) {
      deciding = Promise.all([deciding, pending.then(settle, settle)]).then(settle);
    },
    decided: () => deciding,
  };
}

/** The app's one set of early reads, filled at start-up and taken by the pages' fetchers. */
export const appEarlyRequests = earlyRequests();
