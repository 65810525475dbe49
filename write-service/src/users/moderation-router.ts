import type { Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { userStream } from '@kamra/contracts/events';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { apiRouter, NotFoundError } from '@kamra/platform';
import { blockUserSchema } from '@kamra/contracts/commands';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { handleRequestCommand, type CommandRouteDeps } from '../commands/command-route.js';
import { latestPosition } from '../commands/latest-position.js';
import { requesterOf } from '../commands/requester.js';
import { moderationMessage, userDecider, type ModerationCommandType } from './user-decider.js';
import { requireActiveAdmin } from './require-active-user.js';

const ACTIONS: ReadonlyArray<readonly [string, ModerationCommandType]> = [
  ['block', 'BlockUser'],
  ['unblock', 'UnblockUser'],
  ['verify', 'VerifyUser'],
  ['unverify', 'UnverifyUser'],
];

/** Ids are UUIDs today; anything far from that names no user and must not name a stream. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** POST /api/users/:id/block {reason} | unblock | verify | unverify, for admins, answering the alert's message. */
export function createModerationRouter(deps: CommandRouteDeps): Router {
  const router = apiRouter();
  for (const [action, type] of ACTIONS) {
    router.post(`/api/users/:id/${action}`, async (req, res) => {
      const actor = await requireActiveAdmin(req, deps.store);
      const userId = req.params.id;
      if (!USER_ID.test(userId)) throw new NotFoundError(messages.userNotFound);
      // A block hides every listing of theirs, so the admin says why, as a reject does.
      const reason = type === 'BlockUser' ? commandInput(blockUserSchema, jsonBodyOf(req)).reason : undefined;
      const streamId = userStream(userId);
      const { events, position } = await handleRequestCommand(deps, req, actor, streamId, userDecider, {
        type, userId, by: requesterOf(actor), ...(reason === undefined ? {} : { reason }),
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
