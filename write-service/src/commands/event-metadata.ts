import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMA_VERSION } from '@kamra/contracts/events';
import type { Actor } from '@kamra/platform';
import type { EventMetadata } from '@kamra/eventstore';

/** Who caused a command and in which request; stamped on every event it appends. */
export interface CommandContext {
  actor: Actor;
  /** The request id, which becomes each event's correlation id. */
  correlationId: string;
  causationId?: string | null;
  now: Date;
}

export function eventMetadata(context: CommandContext): EventMetadata {
  const actor = context.actor;
  return {
    eventId: randomUUID(),
    actorId: actor.kind === 'user' ? actor.userId : null,
    actorRole: actor.kind === 'anonymous' ? 'anonymous' : actor.isAdmin ? 'admin' : 'user',
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    occurredAt: context.now.toISOString(),
    schemaVersion: EVENT_SCHEMA_VERSION,
  };
}

/** For work no person asked for directly (a payment webhook, a seed script). */
export function systemContext(correlationId: string, now: Date, causationId: string | null = null): CommandContext {
  return { actor: { kind: 'anonymous' }, correlationId, causationId, now };
}
