import type { SignedInActor } from '@kamra/platform';

/** The person behind a command, as access rules need them: who, and whether an admin. */
export interface Requester {
  userId: string;
  isAdmin: boolean;
}

export const requesterOf = (actor: SignedInActor): Requester => ({ userId: actor.userId, isAdmin: actor.isAdmin });
