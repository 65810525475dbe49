import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { readableLog, readableLogLine } from './readable-log.js';
import { createLogger } from './logger.js';

describe('logs a person reads in a terminal', () => {
  it('turns a pino line into time, level, logger, message and fields', () => {
    const time = new Date(2025, 2, 1, 9, 5, 7).getTime();
    const line = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', name: 'kamra', msg: 'kamra listening', port: 3000, embedded: true, details: { lag: 0 } });
    expect(readableLogLine(line)).toBe('09:05:07 INFO  kamra: kamra listening port=3000 embedded=true details={"lag":0}\n');
  });

  it('puts an error\'s stack under its line, indented', () => {
    const line = JSON.stringify({ level: 60, time: Date.now(), name: 'kamra', msg: 'Kamra could not start', err: { message: 'boom', stack: 'Error: boom\n    at main.ts:1' } });
    expect(readableLogLine(line)).toMatch(/ FATAL kamra: Kamra could not start\n {4}Error: boom\n {8}at main\.ts:1\n$/);
  });

  it('passes through what is not JSON', () => {
    expect(readableLogLine('plain words')).toBe('plain words\n');
  });

  it('is what pino writes through the readable destination', () => {
    const written: string[] = [];
    pino({ name: 'seed', base: undefined }, readableLog({ write: (text: string) => written.push(text) })).info({ listings: 5 }, 'seeded');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO  seed: seeded listings=5\n$/);
  });

  it('writes readable lines to a terminal and JSON elsewhere', () => {
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      const terminal: string[] = [];
      createLogger('kamra', { isTTY: true, write: (text: string) => terminal.push(text) }).info('hello');
      expect(terminal[0]).toMatch(/ INFO  kamra: hello\n$/);
    } finally {
      if (previous === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = previous;
    }
  });
});
