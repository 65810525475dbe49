import { Histogram } from 'prom-client';
import { metricsRegistry } from '@kamra/platform';
import { ConcurrencyError } from './port.js';

const appendDuration = new Histogram({
  name: 'kamra_event_append_duration_seconds',
  help: 'Time to append one batch of events to a stream, by outcome (appended, conflict: the expected revision was stale, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** Runs one append of any adapter and records how long it took and how it ended. */
export async function timedAppend<T>(append: () => Promise<T>): Promise<T> {
  const end = appendDuration.startTimer();
  try {
    const result = await append();
    end({ outcome: 'appended' });
    return result;
  } catch (error) {
    end({ outcome: error instanceof ConcurrencyError ? 'conflict' : 'failed' });
    throw error;
  }
}
