/**
 * Given commands, the events a projection test feeds: each stream's history is decided by the
 * write side's real decider, so a projection spec cannot be written against a sequence of
 * events the application never records. Tests only (the projector itself never runs write-side
 * code; see .dependency-cruiser.cjs).
 */
import { randomUUID } from 'node:crypto';
import { blogStream, checkoutStream, followsStream, listingStream, notificationsStream, reviewStream, userStream } from '@kamra/contracts/events';
import type { EventMetadata } from '@kamra/eventstore';
import {
  blogDecider, checkoutDecider, decideInTurn, followDecider, listingDecider, notificationDecider, reviewDecider, userStreamDecider,
  type BlogCommand, type CheckoutCommand, type FollowCommand, type NotificationCommand, type Decider, type ListingCommand, type ReviewCommand,
  type UserStreamCommand,
} from '@kamra/write-service/testing/deciders';
import type { KamraEvent } from '@kamra/contracts/events';
import type { ProjectedEvent } from '../projection.js';

/** Who sent a command and when: it becomes the metadata of every event the command decides. */
export interface Turn<Command> {
  command: Command;
  actor: { id: string | null; role: EventMetadata['actorRole'] };
  at: string;
}

// Positions grow across every history a test file builds, as the log's do across streams.
let lastPosition = 0n;

function historyOf<State, Command, Event extends KamraEvent>(
  decider: Decider<State, Command, Event>,
  streamId: string,
  turns: readonly Turn<Command>[],
): ProjectedEvent[] {
  const decided = decideInTurn(decider, turns.map((turn) => turn.command));
  let revision = -1n;
  return turns.flatMap((turn, index) => {
    const correlationId = randomUUID();
    return (decided[index] ?? []).map((event): ProjectedEvent => {
      revision += 1n;
      lastPosition += 1n;
      return {
        event, streamId, revision, position: { major: lastPosition, minor: 0n },
        metadata: {
          eventId: randomUUID(), actorId: turn.actor.id, actorRole: turn.actor.role, correlationId,
          causationId: null, occurredAt: turn.at, schemaVersion: 1,
        },
      };
    });
  });
}

/** One listing's stream from its first command (a submission) on. */
export const listingHistory = (listingId: string, ...turns: Turn<ListingCommand>[]) => historyOf(listingDecider, listingStream(listingId), turns);
export const userHistory = (userId: string, ...turns: Turn<UserStreamCommand>[]) => historyOf(userStreamDecider, userStream(userId), turns);
export const reviewHistory = (reviewId: string, ...turns: Turn<ReviewCommand>[]) => historyOf(reviewDecider, reviewStream(reviewId), turns);
export const blogHistory = (blogId: string, ...turns: Turn<BlogCommand>[]) => historyOf(blogDecider, blogStream(blogId), turns);
export const checkoutHistory = (sessionId: string, ...turns: Turn<CheckoutCommand>[]) => historyOf(checkoutDecider, checkoutStream(sessionId), turns);
export const followsHistory = (userId: string, ...turns: Turn<FollowCommand>[]) => historyOf(followDecider, followsStream(userId), turns);
export const notificationsHistory = (userId: string, ...turns: Turn<NotificationCommand>[]) => historyOf(notificationDecider, notificationsStream(userId), turns);
