import type { KamraEvent } from '@kamra/contracts/events';
import type { EventMetadata, GlobalPosition } from '@kamra/eventstore';
import type { RowChange } from './row-changes.js';

/** An event as projections see it: validated payload plus where and when it was recorded. */
export interface ProjectedEvent {
  event: KamraEvent;
  streamId: string;
  revision: bigint;
  position: GlobalPosition;
  metadata: EventMetadata;
}

/** A pure function from an event to the row changes it causes. */
export interface Projection {
  readonly name: string;
  project(event: ProjectedEvent): RowChange[];
}
