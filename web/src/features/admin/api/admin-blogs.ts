import type { BlogPreview, CommandAccepted } from '@kamra/contracts/read-models';
import { apiFetch } from '../../../lib/api-fetch';
import { objectWith } from '../../../lib/json-shape';

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
