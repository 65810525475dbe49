import type { BlogDetail, BlogPreview, BlogSummary, CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { listOf, objectWith } from '../../../lib/json-shape';

/** GET /api/blogs: every blog, newest first. */
export const getBlogs = (signal: AbortSignal): Promise<BlogSummary[]> =>
  apiFetch('/api/blogs', { parse: listOf<BlogSummary>, signal });

/** GET /api/blogs/:id */
export const getBlog = (id: string, signal: AbortSignal): Promise<BlogDetail> =>
  apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { parse: objectWith<BlogDetail>('id', 'title', 'content', 'pictures'), signal });

/** POST /api/blogs (multipart: title, description, category, content, pictures). */
export const publishBlog = (form: FormData): Promise<CommandAccepted> =>
  apiFetch('/api/blogs', { method: 'POST', body: form, parse: objectWith<CommandAccepted>('message', 'position') });

/** DELETE /api/blogs/:id */
export const deleteBlog = (id: string): Promise<CommandAccepted> =>
  apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', parse: objectWith<CommandAccepted>('message', 'position') });

/** POST /api/blogs/preview: the editor's HTML as publishing would store it. */
export const previewBlog = (html: string, signal: AbortSignal): Promise<BlogPreview> =>
  apiFetch('/api/blogs/preview', {
    method: 'POST',
    body: new Blob([html], { type: 'text/html' }),
    parse: objectWith<BlogPreview>('content'),
    signal,
  });
