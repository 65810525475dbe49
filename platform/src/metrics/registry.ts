import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The one registry every part of a process records into, so the all-in-one runtime serves the
 * write side's, the read side's and the projector's series from one scrape. Kept apart from
 * prom-client's global registry so a library that registers there cannot clash with ours.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** prom-client's process metrics (CPU, memory, event-loop lag, handles), added once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
