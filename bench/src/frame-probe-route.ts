/** What `frame-probe.ts` answers, shared with the bench that loads it (the probe runs on import). */
export const PROBE_PATH = '/api/frame-probe';
/** Not a middleware of the shared frame, but it runs before every read-service query. */
export const READ_WAIT = 'read-wait';
