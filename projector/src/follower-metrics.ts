import { Counter, Gauge } from 'prom-client';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { metricsRegistry } from '@kamra/platform';

/** Lag is counted by reading what is pending, so it is counted only this far. */
export const LAG_COUNT_CAP = 1000;
/** A scrape reads each follower's pending events once, shared by its two lag gauges. */
export const LAG_READ_TTL_MS = 1000;

/** Something that follows the log from a checkpoint: the projector, or one reactor. */
export interface FollowerSource {
  store: EventStore;
  checkpoint(): GlobalPosition | null;
  /** False while it waits for another instance's lock (its lag is that instance's to report). */
  active(): boolean;
}

interface Lag {
  events: number;
  seconds: number;
}

interface Followed extends FollowerSource {
  lag: { at: number; reading: Promise<Lag | null> } | null;
}

const followers = new Map<string, Followed>();

const processed = new Counter({
  name: 'kamra_follower_events_total',
  help: 'Events of the log a follower (the projector, a reactor) has processed; its rate is the events per second.',
  labelNames: ['follower'] as const,
  registers: [metricsRegistry],
});

lagGauge('kamra_follower_lag_events', `Events recorded in the log that a follower has not processed yet (positions behind the log head), counted up to ${LAG_COUNT_CAP}.`, (lag) => lag.events);
lagGauge('kamra_follower_lag_seconds', 'Age of the oldest event a follower has not processed yet; 0 when it has caught up.', (lag) => lag.seconds);

function lagGauge(name: string, help: string, value: (lag: Lag) => number): void {
  new Gauge({
    name, help, labelNames: ['follower'] as const, registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [follower, followed] of activeFollowers()) {
        const lag = await lagOf(followed);
        if (lag) this.set({ follower }, value(lag));
      }
    },
  });
}

function activeFollowers(): [string, Followed][] {
  return [...followers].filter(([, follower]) => follower.active());
}

/** Null when the log cannot be read (the scrape then shows no lag rather than failing). */
function lagOf(follower: Followed): Promise<Lag | null> {
  const now = Date.now();
  if (follower.lag && now - follower.lag.at < LAG_READ_TTL_MS) return follower.lag.reading;
  const reading = follower.store.readAll({ after: follower.checkpoint(), maxCount: LAG_COUNT_CAP }).then((pending) => {
    const oldest = pending[0];
    const seconds = oldest ? Math.max(0, (Date.now() - Date.parse(oldest.metadata.occurredAt)) / 1000) : 0;
    return { events: pending.length, seconds };
  }, () => null);
  follower.lag = { at: now, reading };
  return reading;
}

export interface FollowerMetrics {
  processed(events: number): void;
  /** Its lag is no longer reported (the follower stopped). */
  forget(): void;
}

/** Reports a follower's lag and throughput under `name` in this process's metrics. */
export function followerMetrics(name: string, source: FollowerSource): FollowerMetrics {
  const followed: Followed = { ...source, lag: null };
  followers.set(name, followed);
  return {
    processed: (events) => processed.inc({ follower: name }, events),
    forget() {
      if (followers.get(name) === followed) followers.delete(name);
    },
  };
}
