import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { canonicalUrl, pageTitle } from './page-meta';

function canonicalLink(): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (existing !== null) return existing;
  const link = document.createElement('link');
  link.rel = 'canonical';
  document.head.append(link);
  return link;
}

function setDescription(description: string): void {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta !== null) meta.content = description;
}

/**
 * Page bookkeeping every screen does on open: `Kamra | <title>` as the document title,
 * a canonical link to origin + path, optionally the meta description, and a scroll to the top.
 */
export function usePage(title: string, description?: string): void {
  const [pathname] = useLocation();

  useEffect(() => {
    document.title = pageTitle(title);
    if (description !== undefined) setDescription(description);
  }, [title, description]);

  useEffect(() => {
    canonicalLink().href = canonicalUrl(window.location.origin, window.location.pathname);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
