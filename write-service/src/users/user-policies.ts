/** Who may do what to a user account. Pure: the decider applies them to the command's requester. */
import { messages } from '@kamra/contracts/messages';
import { ForbiddenError } from '@kamra/platform';
import type { Requester } from '../commands/requester.js';

/** Only admins block, unblock, verify and unverify users. */
export function assertUserModerator(requester: Requester): void {
  if (!requester.isAdmin) throw new ForbiddenError(messages.adminOnly);
}
