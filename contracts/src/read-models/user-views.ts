/** Users as the admin list and GET /api/me show them. */

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  /** When the user first signed in. */
  memberSince: string;
  blocked: boolean;
  /** While blocked: when, and the admin's reason (null for blocks that gave none). Null while not blocked. */
  block: { at: string; reason: string | null } | null;
  verified: boolean;
  isAdmin: boolean;
}

/** GET /api/me */
export type CurrentUser = UserSummary;
