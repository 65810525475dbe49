/**
 * Pino's JSON lines as lines a person reads, for a terminal: time, level, logger, message and
 * the other fields as key=value, an error's stack below it. Machines (a pipe, a file, a log
 * collector) keep getting JSON; see createLogger.
 */
import type { DestinationStream } from 'pino';

const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has or the reader does not need. */
const SHOWN_APART = new Set(['time', 'level', 'name', 'msg', 'err', 'pid', 'hostname', 'v']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function fieldValue(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) && value !== '' ? value : JSON.stringify(value);
}

function stackOf(err: unknown): string | null {
  if (err === null || typeof err !== 'object') return null;
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  if (typeof stack === 'string') return stack;
  return typeof message === 'string' ? message : null;
}

/** One JSON log line as a readable line (with the line break); anything not JSON passes through. */
export function readableLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (entry === null || typeof entry !== 'object') return `${line.trimEnd()}\n`;
  const record = entry as Record<string, unknown>;
  const level = (typeof record.level === 'number' ? LEVELS[record.level] : undefined) ?? String(record.level);
  const name = typeof record.name === 'string' ? `${record.name}: ` : '';
  const message = typeof record.msg === 'string' ? record.msg : '';
  const fields = Object.entries(record)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldValue(value)}`);
  const stack = stackOf(record.err);
  const text = [`${clock(record.time)} ${level.padEnd(5)} ${name}${message}`, ...fields].join(' ');
  return stack === null ? `${text}\n` : `${text}\n${stack.replace(/^/gm, '    ')}\n`;
}

/** A pino destination that writes readable lines to `out` (a terminal). */
export function readableLog(out: { write(text: string): unknown }): DestinationStream {
  return { write: (line: string) => void out.write(readableLogLine(line)) };
}
