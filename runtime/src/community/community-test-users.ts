/** People for the community HTTP tests: a user with a profile picture, and blocking. Tests only. */
import { randomUUID } from 'node:crypto';
import { userStream, type KamraEvent } from '@kamra/contracts/events';
import { signSessionToken } from '@kamra/platform';
import { TEST_AUTH_SECRET, type TestKamra } from '../testing/test-kamra.js';

async function append(kamra: TestKamra, userId: string, event: KamraEvent): Promise<void> {
  await kamra.store.appendToStream(userStream(userId), [{
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: {
      eventId: randomUUID(), actorId: userId, actorRole: 'user', correlationId: randomUUID(),
      causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  }], { expectedRevision: 'any' });
}

/** Like kamra.signIn, but with the Google avatar URL a real sign-in brings. */
export async function signInWithPicture(kamra: TestKamra, name: string, picture: string): Promise<{ userId: string; token: string }> {
  const userId = randomUUID();
  const email = `${userId}@example.pk`;
  await append(kamra, userId, { type: 'UserRegistered', data: { userId, name, email, picture } });
  return { userId, token: await signSessionToken({ userId, email, name }, TEST_AUTH_SECRET) };
}

/** Blocks a user straight on their stream, as an admin's block would. */
export async function block(kamra: TestKamra, userId: string): Promise<void> {
  await append(kamra, userId, { type: 'UserBlocked', data: { userId } });
}
