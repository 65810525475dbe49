import type { Generated } from 'kysely';

/** One row per person who has signed in. Other read models join it by `id` for names. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  /** The first sign-in. */
  member_since: Date;
  last_signed_in_at: Date;
  blocked: Generated<boolean>;
  /** Why an admin blocked them, while blocked; null otherwise and for blocks that gave none. */
  block_reason: Generated<string | null>;
  /** When the block that lasts began; null while not blocked. */
  blocked_at: Generated<Date | null>;
  verified: Generated<boolean>;
}

/** A number a person verified by a one-time code, in E.164. Listings join it for the badge. */
export interface VerifiedPhonesTable {
  user_id: string;
  phone: string;
  verified_at: Date;
}
