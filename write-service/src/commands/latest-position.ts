import { formatPosition, type EventStore } from '@kamra/eventstore';
import { NotFoundError } from '@kamra/platform';

/**
 * The global position of a stream's latest event: what a command that changed nothing answers,
 * so the client's x-after-position still waits for the state it was told about.
 */
export async function latestPosition(store: EventStore, streamId: string, notFoundMessage: string): Promise<string> {
  const last = (await store.readStream(streamId)).events.at(-1);
  if (last === undefined) throw new NotFoundError(notFoundMessage);
  return formatPosition(last.position);
}
