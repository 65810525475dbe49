import type { CommandAccepted } from '@kamra/contracts/read-models';
import type { TestKamra } from '../testing/test-kamra.js';
import { A_BLOG, blogForm, pngUpload } from '../community/blog-form.js';
import type { MatrixCallers, MatrixRow } from './matrix.js';

async function created(response: Response, what: string): Promise<string> {
  const answer = (await response.json()) as Partial<CommandAccepted>;
  if (response.status !== 201 || answer.id === undefined) throw new Error(`could not create ${what}: ${response.status}`);
  return answer.id;
}

async function reviewBy(kamra: TestKamra, author: { token: string }): Promise<string> {
  return created(await kamra.request('/api/reviews', { method: 'POST', token: author.token, json: { comment: 'Found a room in two days!' } }), 'a review');
}

async function publishedBlog(kamra: TestKamra, callers: MatrixCallers): Promise<string> {
  return created(await kamra.request('/api/blogs', { method: 'POST', token: callers.admin.token, body: blogForm() }), 'a blog');
}

/** Reviews, blogs and comments; every call meets a fresh review or blog. */
export const COMMUNITY_ROWS: readonly MatrixRow[] = [
  {
    name: '/api/reviews',
    method: 'POST',
    expected: { anonymous: 401, user: 201, blocked: 403, admin: 201 },
    prepare: async () => ({ path: '/api/reviews', json: { comment: 'Found a room in two days!' } }),
  },
  {
    // The review is the signed-in user's own: the author and admins may delete it.
    name: '/api/reviews/:id',
    method: 'DELETE',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 200 },
    prepare: async (kamra, callers) => ({ path: `/api/reviews/${await reviewBy(kamra, callers.user)}` }),
  },
  {
    name: '/api/blogs',
    method: 'POST',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 201 },
    prepare: async () => ({ path: '/api/blogs', body: blogForm(A_BLOG, [await pngUpload(320, 240)]) }),
  },
  {
    // Nothing is written; the answer is the sanitised body (empty here).
    name: '/api/blogs/preview',
    method: 'POST',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    prepare: async () => ({ path: '/api/blogs/preview' }),
  },
  {
    name: '/api/blogs/:id',
    method: 'DELETE',
    expected: { anonymous: 401, user: 403, blocked: 403, admin: 200 },
    prepare: async (kamra, callers) => ({ path: `/api/blogs/${await publishedBlog(kamra, callers)}` }),
  },
  {
    name: '/api/blogs/:id/comments',
    method: 'POST',
    expected: { anonymous: 401, user: 201, blocked: 403, admin: 201 },
    prepare: async (kamra, callers) => ({
      path: `/api/blogs/${await publishedBlog(kamra, callers)}/comments`,
      json: { comment: 'Very useful, thanks!' },
    }),
  },
  {
    // The blog list, a page further on: public, as the first page is.
    name: '/api/blogs?cursor=',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    async prepare() {
      const cursor = Buffer.from(JSON.stringify({ at: new Date().toISOString(), seq: '1' })).toString('base64url');
      return { path: `/api/blogs?cursor=${cursor}` };
    },
  },
  {
    // The comments after the first page: public, as the blog is.
    name: '/api/blogs/:id/comments',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    prepare: async (kamra, callers) => ({ path: `/api/blogs/${await publishedBlog(kamra, callers)}/comments` }),
  },
];
