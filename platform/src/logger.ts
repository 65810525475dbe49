import pino, { type Logger } from 'pino';
import { readableLog } from './readable-log.js';

export type { Logger };

/**
 * Structured logs: JSON lines for machines, readable lines when stdout is a terminal (a person
 * running `npm start`). Tests stay quiet unless LOG_LEVEL asks otherwise.
 */
export function createLogger(name = 'kamra', out: { isTTY?: boolean; write(text: string): unknown } = process.stdout): Logger {
  const quiet = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';
  const options = { name, level: process.env.LOG_LEVEL ?? (quiet ? 'silent' : 'info') };
  return out.isTTY === true ? pino(options, readableLog(out)) : pino(options);
}
