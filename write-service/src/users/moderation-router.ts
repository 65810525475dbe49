import type { Router } from 'express';
import { messages, userStream, type CommandAccepted } from '@kamra/contracts';
import type { EventStore } from '@kamra/eventstore';
import { apiRouter, NotFoundError, requireAdmin } from '@kamra/platform';
import { handleCommand } from '../commands/handle-command.js';
import { latestPosition } from '../commands/latest-position.js';
import { moderationMessage, userDecider, type ModerationCommandType } from './user-decider.js';

export interface ModerationDeps {
  store: EventStore;
  now(): Date;
}

const ACTIONS: ReadonlyArray<readonly [string, ModerationCommandType]> = [
  ['block', 'BlockUser'],
  ['unblock', 'UnblockUser'],
  ['verify', 'VerifyUser'],
  ['unverify', 'UnverifyUser'],
];

/** Ids are UUIDs today; anything far from that names no user and must not name a stream. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** POST /api/users/:id/block | unblock | verify | unverify, for admins, answering the alert's message. */
export function createModerationRouter(deps: ModerationDeps): Router {
  const router = apiRouter();
  for (const [action, type] of ACTIONS) {
    router.post(`/api/users/:id/${action}`, async (req, res) => {
      const actor = requireAdmin(req);
      const userId = req.params.id;
      if (!USER_ID.test(userId)) throw new NotFoundError(messages.userNotFound);
      const streamId = userStream(userId);
      const { events, position } = await handleCommand(deps.store, streamId, userDecider, { type, userId }, {
        actor,
        correlationId: req.requestId,
        now: deps.now(),
      });
      const body: CommandAccepted = {
        message: moderationMessage(type, events),
        // Nothing changed: the admin's refetch waits for the stream's last event instead.
        position: position ?? (await latestPosition(deps.store, streamId, messages.userNotFound)),
      };
      res.json(body);
    });
  }
  return router;
}
