/** Who may do what to a user account. Pure: the decider applies them to the command's requester. */
import { messages } from '@kamra/contracts/messages';
import { ForbiddenError, ValidationError } from '@kamra/platform';
import type { Requester } from '../commands/requester.js';

/** Only admins block, unblock, verify and unverify users. */
export function assertUserModerator(requester: Requester): void {
  if (!requester.isAdmin) throw new ForbiddenError(messages.adminOnly);
}

/** An admin does not block their own account: it would lock them out of the dashboard, with no way back but another admin. */
export function assertNotSelf(requester: Requester, userId: string): void {
  if (requester.userId === userId) throw new ValidationError(messages.cannotBlockSelf);
}
