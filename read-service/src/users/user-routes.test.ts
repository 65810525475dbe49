import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import type { ApiError, Page, QueueCounts, UserSummary } from '@kamra/contracts/read-models';
import { accessorySubmission, roomSubmission } from '@kamra/contracts/testing';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';

interface Person { userId: string; token: string }

const SECOND_ADMIN_EMAIL = 'second-admin@kamra.test';

let kamra: ReadServiceHarness;
let admin: Person;
let member: Person;
const members: Person[] = [];

async function get<T>(path: string, token = admin.token): Promise<{ status: number; body: T }> {
  const response = await kamra.request(path, { token });
  return { status: response.status, body: (await response.json()) as T };
}

const usersPage = async (query: string): Promise<Page<UserSummary>> => {
  const { status, body } = await get<Page<UserSummary>>(`/api/admin/users${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

beforeAll(async () => {
  kamra = await startReadServiceHarness({ ADMIN_EMAILS: `${HARNESS_ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` });
  admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  // Registered in quick succession: several share a millisecond, so paging must break ties by id.
  for (const [name, email] of [
    ['Ayesha Khan', 'ayesha@example.pk'], ['Bilal Ahmed', 'bilal@example.pk'], ['Sana Malik', 'sana.malik@example.pk'],
    ['Usman Tariq', 'usman@khan-traders.pk'], ['Zara Sheikh', 'zara@example.pk'], ['Hamza 100% Real', 'hamza_1@example.pk'],
    ['Fatima Noor', 'fatima@example.pk'],
  ] as const) {
    members.push(await kamra.signIn({ name, email }));
  }
  member = members[0] ?? admin;

  const script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  await script.submit(roomSubmission(base(member.userId, 'G-11/2, Islamabad', 3)));
  await script.submit(roomSubmission(base(member.userId, 'Johar Town, Lahore', 2)));
  const approved = await script.submit(roomSubmission(base(member.userId, 'Gulberg III, Lahore', 1)));
  await script.approve(approved);
  await script.submit(accessorySubmission(base(member.userId, 'Saddar, Karachi', 2)));
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('GET /api/admin/users', () => {
  it('walks every user newest first, a page at a time, without repeats', async () => {
    const everyone = await usersPage('?limit=100');
    expect(everyone.nextCursor).toBeNull();
    expect(everyone.items).toHaveLength(members.length + 1);

    const walked: UserSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<UserSummary> = await usersPage(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(walked.map((user) => user.id)).toEqual(everyone.items.map((user) => user.id));
    const times = walked.map((user) => Date.parse(user.memberSince));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('finds users by any part of the name or email, ignoring case', async () => {
    const khan = await usersPage('?q=KHAN');
    expect(khan.items.map((user) => user.name).sort()).toEqual(['Ayesha Khan', 'Usman Tariq']);
    const byEmail = await usersPage('?q=sana.malik@');
    expect(byEmail.items).toEqual([expect.objectContaining({ name: 'Sana Malik', email: 'sana.malik@example.pk', blocked: false, verified: false })]);
    expect((await usersPage('?q=%20%20')).items).toHaveLength(members.length + 1);
  });

  it('searches for wildcard characters literally', async () => {
    expect((await usersPage(`?q=${encodeURIComponent('100%')}`)).items.map((user) => user.name)).toEqual(['Hamza 100% Real']);
    expect((await usersPage('?q=a_1')).items.map((user) => user.name)).toEqual(['Hamza 100% Real']);
    expect((await usersPage(`?q=${encodeURIComponent('%')}`)).items).toHaveLength(1);
  });

  it('pages through search results too', async () => {
    const first = await usersPage('?q=example.pk&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await usersPage(`?q=example.pk&limit=100&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    const all = [...first.items, ...rest.items].map((user) => user.email);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((email) => email.endsWith('example.pk'))).toBe(true);
    expect(all).toHaveLength(6);
  });

  it('answers 400 with a message for a bad cursor or page size', async () => {
    const badCursor = await get<ApiError>('/api/admin/users?cursor=nonsense');
    expect(badCursor).toMatchObject({ status: 400, body: { error: { message: messages.searchCursorInvalid } } });
    const tooMany = await get<ApiError>('/api/admin/users?limit=500');
    expect(tooMany).toMatchObject({ status: 400, body: { error: { message: messages.adminUsersLimitRange } } });
    expect((await get<ApiError>(`/api/admin/users?q=${'x'.repeat(400)}`)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await kamra.request('/api/admin/users')).status).toBe(401);
    expect((await get('/api/admin/users', member.token)).status).toBe(403);
  });
});

describe('GET /api/admin/queue/counts', () => {
  it('counts the pending listings of each kind', async () => {
    expect(await get<QueueCounts>('/api/admin/queue/counts')).toEqual({ status: 200, body: { room: 2, roommate: 0, accessory: 1 } });
  });

  it('is for admins only', async () => {
    expect((await kamra.request('/api/admin/queue/counts')).status).toBe(401);
    expect((await get('/api/admin/queue/counts', member.token)).status).toBe(403);
  });
});

describe('an admin whose account is blocked', () => {
  it('reads as the person they are: the admin views answer 403, as to anyone who is not an admin', async () => {
    const second = await kamra.signIn({ name: 'Second Admin', email: SECOND_ADMIN_EMAIL });
    expect((await get('/api/admin/users', second.token)).status).toBe(200);
    await kamra.record({ type: 'UserBlocked', data: { userId: second.userId, reason: 'Account taken over' } }, { id: admin.userId, role: 'admin' });
    await kamra.projector.caughtUp();
    for (const path of ['/api/admin/users', '/api/admin/queue/counts', '/api/admin/queue?kind=room', '/api/admin/reports', `/api/admin/users/${member.userId}/listings`]) {
      const { status, body } = await get<ApiError>(path, second.token);
      expect(status, path).toBe(403);
      expect(body.error.message, path).toBe(messages.adminOnly);
    }
    // The admin who is not blocked is not affected.
    expect((await get('/api/admin/users')).status).toBe(200);
  });
});

