/** Query strings of the admins' read routes. */
import { z } from 'zod';
import { numberFromText, optionalText } from '../commands/form-fields';
import { ADMIN_USERS_PAGE_SIZE } from '../limits';
import { messages } from '../messages';

/**
 * GET /api/admin/users?q=&cursor=&limit=: newest members first; `q` matches any part of the
 * name or email, ignoring case; `cursor` is the nextCursor of the previous page.
 */
export const adminUsersQuerySchema = z.object({
  q: optionalText('searchText'),
  cursor: optionalText('searchText'),
  limit: z.preprocess(
    numberFromText,
    z.number({ error: messages.notANumber }).int(messages.notAWholeNumber)
      .min(1, messages.adminUsersLimitRange).max(ADMIN_USERS_PAGE_SIZE.max, messages.adminUsersLimitRange)
      .default(ADMIN_USERS_PAGE_SIZE.default),
  ),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
