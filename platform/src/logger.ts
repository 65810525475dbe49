import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Tests stay quiet unless LOG_LEVEL asks otherwise. */
export function createLogger(name = 'kamra'): Logger {
  const quiet = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';
  return pino({ name, level: process.env.LOG_LEVEL ?? (quiet ? 'silent' : 'info') });
}
