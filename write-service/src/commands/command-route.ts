import type { Request } from 'express';
import type { KamraEvent } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import type { Actor } from '@kamra/platform';
import type { Decider } from './decider.js';
import { handleCommand, type CommandResult } from './handle-command.js';

/** What a route needs to run a command: the log and the clock. */
export interface CommandRouteDeps {
  store: EventStore;
  now(): Date;
}

/**
 * load -> decide -> append for a command a person sent in this request: its events record who
 * (`actor`), which request (the request id becomes their correlation id) and when (`now`,
 * the service's clock unless the route already read it for the command itself).
 */
export function handleRequestCommand<State, Command, Event extends KamraEvent>(
  deps: CommandRouteDeps,
  req: Request,
  actor: Actor,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  now: Date = deps.now(),
): Promise<CommandResult<Event>> {
  return handleCommand(deps.store, streamId, decider, command, { actor, correlationId: req.requestId, now });
}
