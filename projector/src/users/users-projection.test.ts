import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import type { Turn } from '../testing/decided-events.js';
import { listingHistory, userHistory } from '../testing/decided-events.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { approves, roomSubmitted, submits } from '../listings/listing-fixtures.js';
import type { UserStreamCommand } from '@kamra/write-service/testing/deciders';

const userId = 'u-1';
const asUser = { id: userId, role: 'user' as const };
const registers: Turn<UserStreamCommand> = {
  command: { type: 'SignIn', userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png' },
  actor: asUser, at: '2025-03-01T09:00:00.000Z',
};
const admin = { userId: 'admin-1', isAdmin: true };
const users = (db: ReadDb) => db.selectFrom('users').selectAll().execute();

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('users projection: given user events, then rows', () => {
  it('a registration adds the person, member since the first sign-in, neither blocked nor verified', async () => {
    const db = await spec.given(...userHistory(userId, registers));
    expect(await users(db)).toEqual([{
      id: userId, name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: 'https://img.example/a.png',
      member_since: new Date('2025-03-01T09:00:00.000Z'), last_signed_in_at: new Date('2025-03-01T09:00:00.000Z'),
      blocked: false, block_reason: null, blocked_at: null, verified: false,
    }]);
  });

  it('a later sign-in takes its name and picture and keeps member-since', async () => {
    const signsInAgain: Turn<UserStreamCommand> = {
      command: { type: 'SignIn', userId, name: 'Ayesha K.', email: 'ayesha@example.pk', picture: null }, actor: asUser, at: '2025-04-01T10:00:00.000Z',
    };
    const db = await spec.given(...userHistory(userId, registers, signsInAgain));
    expect(await users(db)).toMatchObject([{
      name: 'Ayesha K.', picture: null,
      member_since: new Date('2025-03-01T09:00:00.000Z'), last_signed_in_at: new Date('2025-04-01T10:00:00.000Z'),
    }]);
  });

  it.each([
    [['BlockUser'], { blocked: true, verified: false }],
    [['BlockUser', 'UnblockUser'], { blocked: false, verified: false }],
    [['VerifyUser'], { blocked: false, verified: true }],
    [['VerifyUser', 'UnverifyUser'], { blocked: false, verified: false }],
    [['VerifyUser', 'BlockUser'], { blocked: true, verified: true }],
  ] as const)('after %j the flags are %j', async (types, flags) => {
    const decisions = types.map((type): Turn<UserStreamCommand> => ({
      command: { type, userId, by: admin }, actor: { id: admin.userId, role: 'admin' }, at: '2025-05-01T00:00:00.000Z',
    }));
    const db = await spec.given(...userHistory(userId, registers, ...decisions));
    expect(await users(db)).toMatchObject([flags]);
  });

  it("a block keeps the admin's reason and its day while it lasts; an unblock clears both", async () => {
    const decide = (type: 'BlockUser' | 'UnblockUser', at: string): Turn<UserStreamCommand> => ({
      command: { type, userId, by: admin, ...(type === 'BlockUser' ? { reason: 'Fake listings with stolen photos' } : {}) },
      actor: { id: admin.userId, role: 'admin' }, at,
    });
    const blocks = decide('BlockUser', '2025-05-01T00:00:00.000Z');
    let db = await spec.given(...userHistory(userId, registers, blocks));
    expect(await users(db)).toMatchObject([{ blocked: true, block_reason: 'Fake listings with stolen photos', blocked_at: new Date('2025-05-01T00:00:00.000Z') }]);
    db = await spec.given(...userHistory(userId, registers, blocks, decide('UnblockUser', '2025-05-03T00:00:00.000Z')));
    expect(await users(db)).toMatchObject([{ blocked: false, block_reason: null, blocked_at: null }]);
  });

  it('events of other streams add no user', async () => {
    const at = '2025-03-01T09:00:00.000Z';
    const db = await spec.given(...listingHistory('l-1', submits(roomSubmitted('l-1', userId, at)), approves('l-1', admin.userId, at)));
    expect(await users(db)).toEqual([]);
  });

  it("a verified number joins the person's verified numbers, and leaves them when removed", async () => {
    const phone = '+923001234567';
    const turn = (command: UserStreamCommand, at: string): Turn<UserStreamCommand> => ({ command, actor: asUser, at });
    const sends = turn({ type: 'SendPhoneCode', userId, phone, codeHash: 'h1', now: new Date('2025-03-02T10:00:00.000Z') }, '2025-03-02T10:00:00.000Z');
    const wrong = turn({ type: 'VerifyPhone', userId, phone, codeHash: 'nope', now: new Date('2025-03-02T10:01:00.000Z') }, '2025-03-02T10:01:00.000Z');
    const verifies = turn({ type: 'VerifyPhone', userId, phone, codeHash: 'h1', now: new Date('2025-03-02T10:02:00.000Z') }, '2025-03-02T10:02:00.000Z');
    const verified = await spec.given(...userHistory(userId, registers, sends, wrong, verifies));
    expect(await verified.selectFrom('verified_phones').selectAll().execute())
      .toEqual([{ user_id: userId, phone, verified_at: new Date('2025-03-02T10:02:00.000Z') }]);
    const removes = turn({ type: 'RemovePhone', userId, phone }, '2025-03-03T10:00:00.000Z');
    const removed = await spec.given(...userHistory(userId, registers, sends, wrong, verifies, removes));
    expect(await removed.selectFrom('verified_phones').selectAll().execute()).toEqual([]);
  });

  it("a listing keeps its number in E.164 beside the number as typed", async () => {
    const at = '2025-03-01T09:00:00.000Z';
    const db = await spec.given(...listingHistory('l-2', submits(roomSubmitted('l-2', userId, at))));
    const row = await db.selectFrom('listings').select(['phone_e164', 'fields']).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone_e164: '+923001234567', fields: { phone: '0300-1234567' } });
  });
});
