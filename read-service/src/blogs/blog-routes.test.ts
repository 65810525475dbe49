import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOGS_PAGE_SIZE } from '@kamra/contracts/limits';
import { messages } from '@kamra/contracts/messages';
import type { ApiError, BlogDetail, BlogSummary } from '@kamra/contracts/read-models';
import { startReadServiceHarness, type Person, type ReadServiceHarness } from '../testing/read-service-harness.js';

const DAY = 86_400_000;
const cover = { file: `${'c'.repeat(32)}.webp`, thumb: `${'c'.repeat(32)}-400.webp`, width: 1600, height: 1200 };
// Ids are UUIDs as the write side makes them; the route answers a plain 404 to anything else.
const ids = { old: randomUUID(), new: randomUUID(), gone: randomUUID() };
let kamra: ReadServiceHarness;
let admin: Person;
let bilal: Person;

const published = (blogId: string, title: string, pictures: typeof cover[]) => ({
  type: 'BlogPublished' as const,
  data: { blogId, title, description: 'What to check before you sign', category: 'Room & Rental Insights' as const, content: '<p>Check the <strong>water</strong>.</p>', pictures },
});

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  admin = await kamra.signIn({ name: 'Admin' });
  bilal = await kamra.signIn({ name: 'Bilal Ahmed', picture: 'https://img.example/bilal.png' });
  const editor = { id: admin.userId, role: 'admin' as const };
  const reader = { id: bilal.userId, role: 'user' as const };
  const now = Date.now();
  await kamra.record(published(ids.old, 'Older post', [cover]), editor, new Date(now - 3 * DAY));
  await kamra.record(published(ids.new, 'Newer post', []), editor, new Date(now - DAY));
  await kamra.record(published(ids.gone, 'Deleted post', []), editor, new Date(now - 2 * DAY));
  await kamra.record({ type: 'BlogCommentAdded', data: { blogId: ids.old, commentId: 'c1', userId: bilal.userId, comment: 'Very useful, thanks!' } }, reader, new Date(now - 2 * DAY));
  await kamra.record({ type: 'BlogCommentAdded', data: { blogId: ids.old, commentId: 'c2', userId: admin.userId, comment: 'Glad it helped.' } }, editor, new Date(now - DAY));
  await kamra.record({ type: 'BlogDeleted', data: { blogId: ids.gone } }, editor, new Date(now));
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('GET /api/blogs', () => {
  it('lists blogs newest first, without their bodies, to anyone, without deleted ones', async () => {
    const response = await kamra.request('/api/blogs');
    expect(response.status).toBe(200);
    const blogs = (await response.json()) as BlogSummary[];
    expect(blogs).toEqual([
      { id: ids.new, title: 'Newer post', description: 'What to check before you sign', category: 'Room & Rental Insights', cover: null, publishedAt: expect.any(String) },
      { id: ids.old, title: 'Older post', description: 'What to check before you sign', category: 'Room & Rental Insights', cover: `/uploads/${cover.file}`, publishedAt: expect.any(String) },
    ]);
    expect(blogs[0]).not.toHaveProperty('content');
  });
});

describe('GET /api/blogs pages', () => {
  it('walks every blog once, newest first, a page at a time, blogs of one millisecond included', async () => {
    const editor = { id: admin.userId, role: 'admin' as const };
    // Older than the blogs above, most of them published in one millisecond, so that the first
    // page ends among those: their order is the table's own (seq), whatever it is.
    const at = new Date(Date.now() - 10 * DAY);
    const older = Array.from({ length: 30 }, (_, n) => ({ id: randomUUID(), title: `Post ${n}`, at: n < 28 ? at : new Date(at.getTime() - n * 1000) }));
    for (const blog of older) await kamra.record(published(blog.id, blog.title, []), editor, blog.at);
    await kamra.projector.caughtUp();

    const pages: BlogSummary[][] = [];
    let cursor: string | null = null;
    do {
      const response = await kamra.request(`/api/blogs${cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`}`);
      expect(response.status).toBe(200);
      pages.push((await response.json()) as BlogSummary[]);
      cursor = response.headers.get('x-next-cursor');
    } while (cursor !== null && pages.length < 5);
    const walked = pages.flat();
    expect(pages.map((page) => page.length)).toEqual([BLOGS_PAGE_SIZE, 32 - BLOGS_PAGE_SIZE]);
    expect(walked.slice(0, 2).map((blog) => blog.id)).toEqual([ids.new, ids.old]);
    expect(new Set(walked.map((blog) => blog.id))).toEqual(new Set([ids.new, ids.old, ...older.map((blog) => blog.id)]));
    const times = walked.map((blog) => Date.parse(blog.publishedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('refuses a cursor it did not make with the list\'s own message', async () => {
    for (const cursor of ['nonsense', Buffer.from(JSON.stringify({ at: 'yesterday', seq: '1' })).toString('base64url'), 'x'.repeat(500)]) {
      const response = await kamra.request(`/api/blogs?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as ApiError).error.message).toBe(messages.blogsCursorInvalid);
    }
  });
});

describe('GET /api/blogs/:id', () => {
  it('shows the body and the comments in order with their authors\' names and pictures', async () => {
    const response = await kamra.request(`/api/blogs/${ids.old}`);
    expect(response.status).toBe(200);
    const blog = (await response.json()) as BlogDetail;
    expect(blog).toMatchObject({ id: ids.old, content: '<p>Check the <strong>water</strong>.</p>' });
    expect(blog.comments.map(({ userId, userName, userPicture, comment }) => ({ userId, userName, userPicture, comment }))).toEqual([
      { userId: bilal.userId, userName: 'Bilal Ahmed', userPicture: 'https://img.example/bilal.png', comment: 'Very useful, thanks!' },
      { userId: admin.userId, userName: 'Admin', userPicture: null, comment: 'Glad it helped.' },
    ]);
  });

  it('answers 404 with the spec\'s message for a deleted or unknown blog', async () => {
    for (const id of [ids.gone, randomUUID()]) {
      const response = await kamra.request(`/api/blogs/${id}`);
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as ApiError).error.message).toBe(messages.blogNotFound);
    }
  });
});
