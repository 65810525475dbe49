/**
 * Aggregates that grow without bound: a blog's comments and a person's sign-ins. A command's
 * cost must not grow with them (counted as the events the app reads back from the log), the
 * blog page must not send every comment at once, and one person may not flood a thread.
 */
import { randomUUID } from 'node:crypto';
import { blogStream } from '@kamra/contracts/events';
import { BLOG_COMMENTS_PAGE_SIZE } from '@kamra/contracts/limits';
import { messages } from '@kamra/contracts/messages';
import type { ApiError, BlogComment, BlogDetail, CommandAccepted, Page } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowserCookie } from '../testing/sign-in-browser.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

/** Counts every event the app reads back from a stream while `work` runs. */
async function eventsReadDuring(kamra: TestKamra, work: () => Promise<void>): Promise<number> {
  const readStream = kamra.store.readStream.bind(kamra.store);
  let read = 0;
  kamra.store.readStream = async (streamId) => {
    const result = await readStream(streamId);
    read += result.events.length;
    return result;
  };
  try {
    await work();
  } finally {
    kamra.store.readStream = readStream;
  }
  return read;
}

async function publishedBlog(kamra: TestKamra): Promise<string> {
  const blogId = randomUUID();
  await kamra.store.appendToStream(blogStream(blogId), [{
    type: 'BlogPublished',
    data: { blogId, title: 'Finding a room in Lahore', description: 'What to check', category: 'Headlines', content: '<p>Read this first.</p>', pictures: [] },
    metadata: {
      eventId: randomUUID(), actorId: 'kamra-admin', actorRole: 'admin', correlationId: randomUUID(), causationId: null,
      occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  }], { expectedRevision: 'no_stream' });
  return blogId;
}

function postComment(kamra: TestKamra, token: string, blogId: string, text: string): Promise<Response> {
  return kamra.request(`/api/blogs/${blogId}/comments`, { method: 'POST', token, json: { comment: text } });
}

describe('commands on streams that grow', () => {
  let kamra: TestKamra;
  beforeAll(async () => {
    kamra = await startTestKamra();
  });
  afterAll(async () => {
    await kamra?.close();
  });

  it('one more comment reads as much of the log on a blog with 60 comments as on one with none', async () => {
    const reader = await kamra.signIn();
    const blogId = await publishedBlog(kamra);
    const costs: number[] = [];
    for (let i = 0; i < 60; i++) {
      costs.push(await eventsReadDuring(kamra, async () => {
        expect((await postComment(kamra, reader.token, blogId, `Comment ${i}`)).status).toBe(201);
      }));
    }
    expect(new Set(costs)).toEqual(new Set([costs[0]]));
  });

  it('a command of a person who signed in 30 times reads as much as one of a person who signed in once', async () => {
    const browser = await signInBrowserCookie(kamra.url);
    const signIn = () => fetch(`${kamra.url}/auth/dev`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser },
      body: new URLSearchParams({ name: 'Ayesha Khan', email: 'frequent@example.pk' }).toString(),
    });
    const blogId = await publishedBlog(kamra);
    const first = await signIn();
    expect(first.status).toBe(302);
    const token = await tokenAfter(first, browser);
    const once = await eventsReadDuring(kamra, async () => {
      expect((await postComment(kamra, token, blogId, 'After one sign-in')).status).toBe(201);
    });
    for (let i = 0; i < 29; i++) expect((await signIn()).status).toBe(302);
    const often = await eventsReadDuring(kamra, async () => {
      expect((await postComment(kamra, token, blogId, 'After thirty sign-ins')).status).toBe(201);
    });
    expect(often).toBe(once);
  });

  /** The dev sign-in redirects with a one-time code; exchanging it gives the session token. */
  async function tokenAfter(response: Response, browser: string): Promise<string> {
    const code = new URL(response.headers.get('location') ?? '', kamra.url).searchParams.get('token') ?? '';
    const exchanged = await kamra.request('/auth/exchange', { method: 'POST', json: { code }, headers: { cookie: browser } });
    const { token } = (await exchanged.json()) as { token: string };
    return token;
  }

  it('GET /api/blogs/:id sends the first page of comments, and .../comments the rest, each once and in order', async () => {
    const [ayesha, bilal] = [await kamra.signIn({ name: 'Ayesha Khan' }), await kamra.signIn({ name: 'Bilal Ahmed' })];
    const blogId = await publishedBlog(kamra);
    const total = BLOG_COMMENTS_PAGE_SIZE * 2 + 7;
    let last: CommandAccepted | null = null;
    for (let i = 0; i < total; i++) {
      const response = await postComment(kamra, (i % 2 === 0 ? ayesha : bilal).token, blogId, `Comment ${i}`);
      last = (await response.json()) as CommandAccepted;
    }
    const blog = (await (await kamra.request(`/api/blogs/${blogId}`, { headers: { 'x-after-position': last?.position ?? '' } })).json()) as BlogDetail;
    expect(blog.commentCount).toBe(total);
    expect(blog.comments).toHaveLength(BLOG_COMMENTS_PAGE_SIZE);

    const shown: BlogComment[] = [...blog.comments];
    let cursor = blog.nextCommentsCursor;
    const pageSizes: number[] = [];
    while (cursor !== null) {
      const page = (await (await kamra.request(`/api/blogs/${blogId}/comments?cursor=${encodeURIComponent(cursor)}`)).json()) as Page<BlogComment>;
      pageSizes.push(page.items.length);
      shown.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(pageSizes).toEqual([BLOG_COMMENTS_PAGE_SIZE, 7]);
    expect(shown.map((comment) => comment.comment)).toEqual(Array.from({ length: total }, (_, i) => `Comment ${i}`));
    expect(shown[1]).toMatchObject({ userId: bilal.userId, userName: 'Bilal Ahmed' });
  });

  it('refuses a made-up cursor with 400 and says so, and knows no comments of an unknown blog', async () => {
    const blogId = await publishedBlog(kamra);
    const forged = await kamra.request(`/api/blogs/${blogId}/comments?cursor=not-a-cursor`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as ApiError).error.message).toBe(messages.commentsCursorInvalid);
    expect((await kamra.request(`/api/blogs/${randomUUID()}/comments?cursor=x`)).status).toBe(400);
    const unknown = await kamra.request(`/api/blogs/${randomUUID()}/comments`);
    expect(unknown.status).toBe(404);
  });
});

describe('the comment rate', () => {
  let kamra: TestKamra;
  beforeAll(async () => {
    kamra = await startTestKamra({ RATE_LIMIT_COMMENTS_PER_USER: '3' });
  });
  afterAll(async () => {
    await kamra?.close();
  });

  it('lets one person post 3 comments a minute, then answers 429 saying why, while others still comment', async () => {
    const [flooder, other] = [await kamra.signIn(), await kamra.signIn({ email: TEST_ADMIN_EMAIL })];
    const blogId = await publishedBlog(kamra);
    for (let i = 0; i < 3; i++) expect((await postComment(kamra, flooder.token, blogId, `Comment ${i}`)).status).toBe(201);
    const refused = await postComment(kamra, flooder.token, blogId, 'One too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'too_many_requests', message: messages.commentingTooFast } } satisfies ApiError);
    expect((await postComment(kamra, other.token, blogId, 'Still welcome')).status).toBe(201);
  });
});
