import type { TestKamra } from '../testing/test-kamra.js';

export type Caller = 'anonymous' | 'user' | 'blocked' | 'admin';

/**
 * One row of the authorisation matrix: a command route (or a read whose answer is a rule, such
 * as who sees a blocked owner's listing) and the exact status each kind of caller gets. `prepare` makes whatever the route acts on (a listing, a review) and returns
 * the path and body to send; it runs once per caller so each call meets a fresh target.
 * Each feature keeps its rows in its own file here and adds them to ALL_ROWS.
 */
export interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  expected: Record<Caller, number>;
  /**
   * `afterPosition`: a read waits for the projector to have passed the command that prepared it.
   * `cookie`: the browser's cookies the request carries (a sign-in code's browser).
   */
  prepare(kamra: TestKamra, callers: MatrixCallers): Promise<{ path: string; json?: unknown; body?: FormData; afterPosition?: string; cookie?: string }>;
}

export interface MatrixCallers {
  user: { userId: string; token: string };
  blocked: { userId: string; token: string };
  admin: { userId: string; token: string };
}
