import type { EventStore } from '@kamra/eventstore';
import type { Database, KamraConfig, Logger } from '@kamra/platform';

/** What the payment routes need of the write service: the log, its database (test checkouts), settings, a logger and the clock. */
export interface PaymentDeps {
  store: EventStore;
  pool: Database['pool'];
  config: KamraConfig;
  logger: Logger;
  now(): Date;
}
