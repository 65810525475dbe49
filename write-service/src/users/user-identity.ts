import { createHash } from 'node:crypto';

/** Who the person is at the sign-in provider. Google's `sub` never changes; an email can. */
export type SignInIdentity =
  | { provider: 'google'; subject: string }
  | { provider: 'dev'; email: string };

/**
 * The Kamra user id of an identity, the same at every sign-in so a returning person finds
 * their own `user-{id}` stream: a UUID v5-style digest (sha256, version and variant bits
 * set) of 'google:' + sub, or of 'dev:' + the lowercased email for development sign-in.
 */
export function userIdOf(identity: SignInIdentity): string {
  const key = identity.provider === 'google' ? `google:${identity.subject}` : `dev:${identity.email.trim().toLowerCase()}`;
  const bytes = createHash('sha256').update(`kamra-user:${key}`).digest().subarray(0, 16);
  bytes.writeUInt8(((bytes.readUInt8(6) & 0x0f) | 0x50), 6);
  bytes.writeUInt8(((bytes.readUInt8(8) & 0x3f) | 0x80), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
