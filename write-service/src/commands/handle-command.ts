import { parseRecordedEvent, type KamraEvent } from '@kamra/contracts/events';
import { ConcurrencyError, formatPosition, type EventStore } from '@kamra/eventstore';
import type { Decider } from './decider.js';
import { eventMetadata, type CommandContext } from './event-metadata.js';

export interface CommandResult<Event> {
  events: Event[];
  /** Position of the last appended event ("major.minor"), or null when nothing was appended. */
  position: string | null;
}

const MAX_ATTEMPTS = 3;

/**
 * load -> decide -> append, with the stream's revision as the expectation. When another
 * writer got there first the command is decided again on the fresh state: decide is pure,
 * so retrying is safe, and a rule the other write made false now refuses the command.
 */
export async function handleCommand<State, Command, Event extends KamraEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadAggregate(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null };
    try {
      const result = await store.appendToStream(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, metadata: eventMetadata(context) })),
        { expectedRevision: revision ?? 'no_stream' },
      );
      return { events, position: formatPosition(result.position) };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

export async function loadAggregate<State, Event extends KamraEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; revision: bigint | null }> {
  const { events, revision } = await store.readStream(streamId);
  let state = decider.initialState();
  for (const recorded of events) {
    // Stored events are validated (and upcast) on the way in, so old shapes still load.
    state = decider.evolve(state, parseRecordedEvent(recorded) as Event);
  }
  return { state, revision };
}
