/** The signed-in user as GET /api/me returns it. */
export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  /** Profile picture address, or null when the account has none. */
  picture: string | null;
  isAdmin: boolean;
  blocked: boolean;
  /** Why an admin blocked them, while blocked (null when no reason was recorded). */
  blockReason: string | null;
  verified: boolean;
  /** Numbers the person verified by a code, in E.164 ('+923001234567'). */
  verifiedPhones: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the user out of a /api/me body. Accepts the bare user object or one wrapped in
 * `data`/`user`, and `_id` for `id`. Anything that is not a user object throws, which the
 * sign-in check treats like a failed check: the token is dropped and the visitor is signed out.
 */
export function parseSignedInUser(body: unknown): SignedInUser {
  const candidate = isRecord(body) && isRecord(body['user']) ? body['user'] : isRecord(body) && isRecord(body['data']) ? body['data'] : body;
  if (!isRecord(candidate)) throw new TypeError('The sign-in check did not return a user.');

  const id = text(candidate['id']) ?? text(candidate['_id']);
  const email = text(candidate['email']);
  if (id === null || email === null) throw new TypeError('The sign-in check returned an incomplete user.');

  return {
    id,
    email,
    name: text(candidate['name']) ?? email,
    picture: text(candidate['picture']),
    isAdmin: candidate['isAdmin'] === true,
    blocked: candidate['blocked'] === true,
    blockReason: isRecord(candidate['block']) ? text(candidate['block']['reason']) : null,
    verified: candidate['verified'] === true,
    verifiedPhones: Array.isArray(candidate['verifiedPhones'])
      ? candidate['verifiedPhones'].filter((phone): phone is string => typeof phone === 'string')
      : [],
  };
}

/** What a page needs to know about the person reading it. */
export type Viewer = Pick<SignedInUser, 'id' | 'name' | 'picture' | 'isAdmin' | 'blocked' | 'blockReason' | 'verifiedPhones'>;

/** First name for greetings ("Welcome back, Ayesha"). */
export const firstName = (user: Pick<SignedInUser, 'name'>): string => user.name.trim().split(/\s+/)[0] ?? user.name;
