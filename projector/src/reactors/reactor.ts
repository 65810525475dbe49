import type { KamraEvent } from '@kamra/contracts/events';
import type { GlobalPosition } from '@kamra/eventstore';

/** The event that caused an effect: where it sits in the log. */
export interface ReactionCause {
  event: KamraEvent;
  streamId: string;
  revision: bigint;
  position: GlobalPosition;
  /** The event's id: the causation of what the reactor appends. */
  eventId: string;
  /** Who recorded it (null for the system): a reactor need not tell people what they did themselves. */
  actorId: string | null;
  occurredAt: string;
}

/**
 * A process manager as the projector's runner drives it: a pure `react` from an event to the
 * effects it asks for, and `perform`, which carries one effect out. The runner may hand the same
 * cause to `perform` again (after a crash before its checkpoint moved, a rebuild, a second
 * instance), so `perform` must make a repeat change nothing: that is what makes each effect
 * happen at most once per cause.
 */
export interface Reactor<Effect> {
  /** Names the reactor's checkpoint row. */
  readonly name: string;
  /** Its own advisory lock, so one instance at a time does the work on a shared Postgres. */
  readonly lockKey: number;
  react(cause: ReactionCause): Effect[];
  perform(effect: Effect, cause: ReactionCause): Promise<void>;
}
