import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { messages } from '@kamra/contracts/messages';
import {
  AFTER_POSITION_HEADER, type ApiError, type BlogDetail, type BlogSummary, type CommandAccepted,
} from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { A_BLOG, blogForm, jpegUpload, pngUpload, type BlogFields, type Upload } from './blog-form.js';
import { block, signInWithPicture } from './community-test-users.js';

const PICTURE = 'https://lh3.googleusercontent.com/a/bilal-photo';

// A body an attacker might paste into the editor, next to the things an admin really writes.
const HOSTILE_BODY = [
  '<h2>Before you move in</h2>',
  '<p>Ask about <a href="https://kamra.pk/tips">our tips</a> or mail <a href="help@kamra.pk">us</a>.</p>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<p><a href="javascript:alert(1)">win a prize</a></p>',
  '<p onclick="alert(1)" style="color: red; background-image: url(javascript:alert(1))">Red text</p>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<img src="https://images.example/room.png">',
].join('');

describe('blogs over HTTP', () => {
  let kamra: TestKamra;
  let admin: { userId: string; token: string };
  let bilal: { userId: string; token: string };

  beforeAll(async () => {
    kamra = await startTestKamra();
    admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    bilal = await signInWithPicture(kamra, 'Bilal Ahmed', PICTURE);
  });
  afterAll(async () => {
    await kamra.close();
  });

  function publish(token: string | undefined, fields: BlogFields = A_BLOG, pictures: readonly Upload[] = [], field?: string): Promise<Response> {
    return kamra.request('/api/blogs', { method: 'POST', token, body: blogForm(fields, pictures, field) });
  }

  async function publishOk(fields: BlogFields = A_BLOG, pictures: readonly Upload[] = []): Promise<CommandAccepted & { id: string }> {
    const response = await publish(admin.token, fields, pictures);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as CommandAccepted;
    if (answer.id === undefined) throw new Error('publishing answered without an id');
    return { ...answer, id: answer.id };
  }

  async function read(path: string, position: string): Promise<Response> {
    return kamra.request(path, { headers: { [AFTER_POSITION_HEADER]: position } });
  }

  async function detail(id: string, position: string): Promise<BlogDetail> {
    const response = await read(`/api/blogs/${id}`, position);
    expect(response.status).toBe(200);
    return (await response.json()) as BlogDetail;
  }

  function comment(token: string | undefined, blogId: string, text: unknown): Promise<Response> {
    return kamra.request(`/api/blogs/${blogId}/comments`, { method: 'POST', token, json: { comment: text } });
  }

  async function errorOf(response: Response): Promise<ApiError['error']> {
    return ((await response.json()) as ApiError).error;
  }

  it('publishes a blog with real images, the first as cover, and serves them as WebP', async () => {
    const answer = await publishOk(A_BLOG, [await pngUpload(2000, 1200), await jpegUpload()]);
    expect(answer.message).toBe(messages.blogPublished);

    const blog = await detail(answer.id, answer.position);
    expect(blog).toMatchObject({
      id: answer.id, title: A_BLOG.title, description: A_BLOG.description, category: A_BLOG.category,
      content: A_BLOG.content, comments: [],
    });
    expect(blog.pictures).toHaveLength(2);
    expect(blog.pictures[0]).toMatchObject({ width: 1600, height: 960, url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/) });
    expect(blog.pictures[1]).toMatchObject({ width: 900, height: 600 });
    expect(blog.cover).toBe(blog.pictures[0]?.url);

    for (const picture of blog.pictures) {
      for (const url of [picture.url, picture.thumbUrl]) {
        const served = await kamra.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    }
  });

  it('stores a hostile body sanitised: nothing executable, safe links, embeddable video', async () => {
    const answer = await publishOk({ ...A_BLOG, content: HOSTILE_BODY });
    const { content } = await detail(answer.id, answer.position);
    expect(content).not.toMatch(/<script|<svg|onerror|onclick|onload|javascript:|evil\.example|url\(/i);
    expect(content).toContain('<h2>Before you move in</h2>');
    expect(content).toContain('href="https://kamra.pk/tips"');
    expect(content).toContain('href="mailto:help@kamra.pk"');
    expect(content).toContain('href="about:blank"');
    expect(content).toContain('<p style="color:red">Red text</p>');
    expect(content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(content).toContain('<img src="https://images.example/room.png" />');
  });

  it('previews a body exactly as publishing stores it, for admins only', async () => {
    const preview = (token?: string) => kamra.request('/api/blogs/preview', {
      method: 'POST', token, body: HOSTILE_BODY, headers: { 'content-type': 'text/html' },
    });
    const answer = await publishOk({ ...A_BLOG, content: HOSTILE_BODY });
    const { content } = await detail(answer.id, answer.position);
    const previewed = await preview(admin.token);
    expect(previewed.status).toBe(200);
    expect(await previewed.json()).toEqual({ content });
    expect((await preview()).status).toBe(401);
    expect((await preview(bilal.token)).status).toBe(403);
  });

  it('previews a body longer than the JSON size limit', async () => {
    const long = `<p>${'Lahore rooms '.repeat(12_000)}</p><script>x</script>`;
    const response = await kamra.request('/api/blogs/preview', {
      method: 'POST', token: admin.token, body: long, headers: { 'content-type': 'text/html' },
    });
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as { content: string };
    expect(content).toBe(long.replace('<script>x</script>', ''));
  });

  it('refuses a body that is empty once its scripts are gone', async () => {
    const response = await publish(admin.token, { ...A_BLOG, content: '<script>alert(1)</script><p><br></p>' });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      code: 'validation_failed', message: messages.blogContentRequired, fields: { content: messages.blogContentRequired },
    });
  });

  it('names every missing field and refuses a category off the list', async () => {
    const response = await publish(admin.token, { category: 'Gossip' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      title: messages.blogTitleRequired,
      description: messages.blogDescriptionRequired,
      category: messages.blogCategoryRequired,
      content: messages.blogContentRequired,
    });
  });

  it('refuses a picture that is not a PNG or JPEG before storing any: every header is checked first', async () => {
    const stored = () => readdirSync(kamra.config.uploadDir).filter((name) => !name.startsWith('.'));
    const before = stored();
    const fake: Upload = { bytes: Buffer.from('<?php system($_GET["c"]); ?>'), name: 'shell.png', type: 'image/png' };
    const response = await publish(admin.token, A_BLOG, [await pngUpload(640, 480), fake]);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ pictures: 'Each image must be a PNG or JPEG file.' });
    expect(stored().filter((name) => !before.includes(name))).toHaveLength(0);
  });

  it('refuses more than ten pictures and files in another field', async () => {
    const tiny = await pngUpload(20, 20);
    const tooMany = await publish(admin.token, A_BLOG, Array.from({ length: 11 }, () => tiny));
    expect(tooMany.status).toBe(422);
    expect(await errorOf(tooMany)).toMatchObject({ message: messages.blogPicturesCount, fields: { pictures: messages.blogPicturesCount } });

    const elsewhere = await publish(admin.token, A_BLOG, [tiny], 'cover');
    expect(elsewhere.status).toBe(400);
    expect((await errorOf(elsewhere)).message).toBe(messages.blogPictureFieldUnexpected);
  });

  it('lets only admins publish', async () => {
    expect((await publish(undefined)).status).toBe(401);
    const refused = await publish(bilal.token);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');
  });

  it('lists blogs newest first, without their bodies', async () => {
    const older = await publishOk({ ...A_BLOG, title: 'Older post' }, [await pngUpload(300, 200)]);
    const newer = await publishOk({ ...A_BLOG, title: 'Newer post', category: 'Health Tips' });
    const response = await read('/api/blogs', newer.position);
    const blogs = (await response.json()) as BlogSummary[];
    expect(blogs.slice(0, 2)).toEqual([
      { id: newer.id, title: 'Newer post', description: A_BLOG.description, category: 'Health Tips', cover: null, publishedAt: expect.any(String) },
      { id: older.id, title: 'Older post', description: A_BLOG.description, category: A_BLOG.category, cover: expect.stringMatching(/^\/uploads\//), publishedAt: expect.any(String) },
    ]);
    expect(blogs[0]).not.toHaveProperty('content');
  });

  it('takes comments from signed-in users and shows them in order with author name and picture', async () => {
    const blog = await publishOk();
    const first = await comment(bilal.token, blog.id, '  Very useful, thanks!  ');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id: expect.any(String), message: messages.commentAdded, position: expect.any(String) });
    const second = (await (await comment(admin.token, blog.id, 'Glad it helped.')).json()) as CommandAccepted;

    const { comments } = await detail(blog.id, second.position);
    expect(comments.map(({ userId, userName, userPicture, comment: text }) => ({ userId, userName, userPicture, text }))).toEqual([
      { userId: bilal.userId, userName: 'Bilal Ahmed', userPicture: PICTURE, text: 'Very useful, thanks!' },
      { userId: admin.userId, userName: 'Admin', userPicture: null, text: 'Glad it helped.' },
    ]);
  });

  it('takes a comment sent again under its Idempotency-Key once, answering the first, and refuses the key with other words', async () => {
    const blog = await publishOk();
    const send = (text: string, key: string) =>
      kamra.request(`/api/blogs/${blog.id}/comments`, { method: 'POST', token: bilal.token, json: { comment: text }, headers: { 'idempotency-key': key } });
    const key = randomUUID();
    const answers = await Promise.all([send('Is parking included?', key), send('Is parking included?', key), send('Is parking included?', key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as CommandAccepted[];
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    const reused = await send('Something else', key);
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).message).toBe(messages.idempotencyKeyReused);
    const other = await send('Is parking included?', randomUUID());
    expect(other.status).toBe(201);
    const { comments } = await detail(blog.id, ((await other.json()) as CommandAccepted).position);
    expect(comments.map((entry) => entry.comment)).toEqual(['Is parking included?', 'Is parking included?']);
  });

  it('refuses empty, anonymous and blocked comments, and comments on unknown blogs', async () => {
    const blog = await publishOk();
    const empty = await comment(bilal.token, blog.id, '   ');
    expect(empty.status).toBe(422);
    expect(await errorOf(empty)).toMatchObject({ message: messages.commentEmpty, fields: { comment: messages.commentEmpty } });
    expect((await comment(undefined, blog.id, 'Hello')).status).toBe(401);

    const blocked = await kamra.signIn({ name: 'Blocked Person' });
    await block(kamra, blocked.userId);
    expect((await comment(blocked.token, blog.id, 'Hello')).status).toBe(403);

    const unknown = await comment(bilal.token, randomUUID(), 'Hello');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(messages.blogNotFound);
  });

  it('lets only admins delete a blog, which then disappears with its comments', async () => {
    const blog = await publishOk({ ...A_BLOG, title: 'Short-lived' });
    await comment(bilal.token, blog.id, 'First!');
    expect((await kamra.request(`/api/blogs/${blog.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await kamra.request(`/api/blogs/${blog.id}`, { method: 'DELETE', token: bilal.token })).status).toBe(403);

    const deleted = await kamra.request(`/api/blogs/${blog.id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as CommandAccepted;
    expect(answer.message).toBe(messages.blogDeleted);

    const gone = await read(`/api/blogs/${blog.id}`, answer.position);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe(messages.blogNotFound);
    const listed = (await (await read('/api/blogs', answer.position)).json()) as BlogSummary[];
    expect(listed.map((summary) => summary.id)).not.toContain(blog.id);

    expect((await comment(bilal.token, blog.id, 'Too late')).status).toBe(404);
    expect((await kamra.request(`/api/blogs/${blog.id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });
});
