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

/** GET /api/me. `verifiedPhones`: the numbers the user verified by a code, in E.164 ('+923001234567'). */
export type CurrentUser = UserSummary & { verifiedPhones: string[] };

/** 202 answer to POST /api/me/phone: a code is on its way to `phone` (E.164). */
export interface PhoneCodeSentAnswer {
  message: string;
  position: string;
  phone: string;
  /** When the code stops working, and when another may be asked for (ISO instants). */
  expiresAt: string;
  resendAt: string;
}
