import type { UserSummary } from '@kamra/contracts/read-models';
import { isAdminEmail } from '@kamra/platform';
import type { ReadTables } from '@kamra/read-model';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<ReadTables['users']>;

/** The API's shape of a user; admin rights follow ADMIN_EMAILS at the time of asking. */
export function presentUser(row: UserRow, adminEmails: readonly string[]): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    memberSince: new Date(row.member_since).toISOString(),
    blocked: row.blocked,
    block: row.blocked && row.blocked_at !== null ? { at: new Date(row.blocked_at).toISOString(), reason: row.block_reason } : null,
    verified: row.verified,
    isAdmin: isAdminEmail(row.email, adminEmails),
  };
}
