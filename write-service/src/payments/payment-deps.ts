import type { EventStore } from '@kamra/eventstore';
import type { KamraConfig, Logger } from '@kamra/platform';

/** What the payment routes need of the write service: the log, settings, a logger and the clock. */
export interface PaymentDeps {
  store: EventStore;
  config: KamraConfig;
  logger: Logger;
  now(): Date;
}
