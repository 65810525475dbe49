import { describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import type { UserEvent } from '@kamra/contracts/events';
import { ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import { deciderSpec } from '../testing/decider-spec.js';
import { moderationMessage, userDecider, type ModerationCommandType, type SignIn } from './user-decider.js';

const userId = '5d0c6a2e-1f7b-5c3a-9e4d-2b8f0a6c1d3e';
const spec = deciderSpec(userDecider);
const signIn: SignIn = { type: 'SignIn', userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png' };
const registered: UserEvent = { type: 'UserRegistered', data: { userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png' } };
const blocked: UserEvent = { type: 'UserBlocked', data: { userId } };
const unblocked: UserEvent = { type: 'UserUnblocked', data: { userId } };
const verified: UserEvent = { type: 'UserVerified', data: { userId } };
const unverified: UserEvent = { type: 'UserUnverified', data: { userId } };
const admin = { userId: 'user-admin', isAdmin: true };
const moderate = (type: ModerationCommandType, by = admin) => ({ type, userId, by });

describe('user sign-in', () => {
  it('registers a person on their first sign-in', () => {
    spec.given([]).when(signIn).then([registered]);
  });

  it('records a later sign-in with the name and picture the provider reports now', () => {
    spec.given([registered])
      .when({ ...signIn, name: 'Ayesha K.', picture: null })
      .then([{ type: 'UserSignedIn', data: { userId, name: 'Ayesha K.', picture: null } }]);
  });

  it('lets a blocked person sign in: blocking stops posting, not reading', () => {
    spec.given([registered, blocked]).when(signIn).then([{ type: 'UserSignedIn', data: { userId, name: 'Ayesha Khan', picture: 'https://img.example/a.png' } }]);
  });
});

describe('admin decisions about a user', () => {
  it('blocks an active user', () => {
    spec.given([registered]).when(moderate('BlockUser')).then([blocked]);
  });

  it('refuses an admin blocking their own account, and lets them verify it', () => {
    const self = { userId, isAdmin: true };
    spec.given([registered]).when(moderate('BlockUser', self)).thenThrows(ValidationError, messages.cannotBlockSelf);
    spec.given([registered]).when(moderate('VerifyUser', self)).then([verified]);
  });

  it("keeps the admin's reason for a block in the event", () => {
    spec.given([registered])
      .when({ ...moderate('BlockUser'), reason: 'Asks for advance payments in three listings' })
      .then([{ type: 'UserBlocked', data: { userId, reason: 'Asks for advance payments in three listings' } }]);
  });

  it('does nothing when blocking a blocked user', () => {
    spec.given([registered, blocked]).when(moderate('BlockUser')).thenNothingHappened();
  });

  it('unblocks a blocked user', () => {
    spec.given([registered, blocked]).when(moderate('UnblockUser')).then([unblocked]);
  });

  it('does nothing when unblocking a user who is not blocked', () => {
    spec.given([registered]).when(moderate('UnblockUser')).thenNothingHappened();
    spec.given([registered, blocked, unblocked]).when(moderate('UnblockUser')).thenNothingHappened();
  });

  it('verifies an unverified user', () => {
    spec.given([registered]).when(moderate('VerifyUser')).then([verified]);
  });

  it('does nothing when verifying a verified user', () => {
    spec.given([registered, verified]).when(moderate('VerifyUser')).thenNothingHappened();
  });

  it('unverifies a verified user', () => {
    spec.given([registered, verified]).when(moderate('UnverifyUser')).then([unverified]);
  });

  it('does nothing when unverifying a user who is not verified', () => {
    spec.given([registered]).when(moderate('UnverifyUser')).thenNothingHappened();
    spec.given([registered, verified, unverified]).when(moderate('UnverifyUser')).thenNothingHappened();
  });

  it('keeps blocking and verifying independent', () => {
    spec.given([registered, verified]).when(moderate('BlockUser')).then([blocked]);
    spec.given([registered, blocked]).when(moderate('VerifyUser')).then([verified]);
  });

  it.each(['BlockUser', 'UnblockUser', 'VerifyUser', 'UnverifyUser'] as const)('refuses %s for a user who never signed in', (type) => {
    spec.given([]).when(moderate(type)).thenThrows(NotFoundError, messages.userNotFound);
  });

  it.each(['BlockUser', 'UnblockUser', 'VerifyUser', 'UnverifyUser'] as const)('refuses %s from anyone but an admin', (type) => {
    const someone = { userId: 'user-bilal', isAdmin: false };
    spec.given([registered]).when(moderate(type, someone)).thenThrows(ForbiddenError, messages.adminOnly);
  });
});

describe('the admin alert', () => {
  it('says what changed', () => {
    expect(moderationMessage('BlockUser', [blocked])).toBe(messages.userBlocked);
    expect(moderationMessage('UnblockUser', [unblocked])).toBe(messages.userUnblocked);
    expect(moderationMessage('VerifyUser', [verified])).toBe(messages.userVerified);
    expect(moderationMessage('UnverifyUser', [unverified])).toBe(messages.userUnverified);
  });

  it('says so when nothing needed to change', () => {
    expect(moderationMessage('BlockUser', [])).toBe('User is already blocked.');
    expect(moderationMessage('UnblockUser', [])).toBe('User is not blocked.');
    expect(moderationMessage('VerifyUser', [])).toBe('User is already verified.');
    expect(moderationMessage('UnverifyUser', [])).toBe('User is not verified.');
  });
});
