import type { BlogSummary } from '@kamra/contracts/read-models';
import { PRODUCT_NAME, pageTitle } from '@kamra/contracts/rules';
import type { ImageRef } from '@kamra/contracts/uploads';
import { uploadUrl } from '@kamra/contracts/uploads';
import { routePaths } from '@kamra/contracts/web-paths';
import { clip } from './html.js';
import type { PageHead } from './page-head.js';

export const blogCanonicalPath = (id: string): string => routePaths.blog.replace(':id', encodeURIComponent(id));

/** A blog's head: its cover as the preview picture and a schema.org BlogPosting. */
export function blogHead(blog: BlogSummary, pictures: readonly ImageRef[], origin: string): PageHead {
  const url = origin + blogCanonicalPath(blog.id);
  const cover = pictures[0];
  const description = clip(blog.description, 200);
  return {
    title: pageTitle(blog.title),
    description,
    canonical: url,
    og: {
      type: 'article',
      images: cover ? [{ url: origin + uploadUrl(cover.file), width: cover.width, height: cover.height, alt: blog.title }] : [],
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: clip(blog.title, 110),
      description,
      url,
      mainEntityOfPage: url,
      datePublished: blog.publishedAt,
      articleSection: blog.category,
      ...(cover ? { image: [origin + uploadUrl(cover.file)] } : {}),
      author: { '@type': 'Organization', name: PRODUCT_NAME },
      publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: origin },
    },
  };
}
