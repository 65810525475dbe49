/** Who may do what to a blog. Pure: the decider applies them to the command's requester. */
import { messages } from '@kamra/contracts/messages';
import { ForbiddenError } from '@kamra/platform';
import type { Requester } from '../commands/requester.js';

/** Only admins publish and delete blogs; any active signed-in person comments. */
export function assertBlogEditor(requester: Requester): void {
  if (!requester.isAdmin) throw new ForbiddenError(messages.adminOnly);
}
