import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { addressInLanguage, isLanguage } from '@kamra/contracts/language';
import { canonicalUrl, pageTitle, routeSpelling } from './page-meta';

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
 * a canonical link to origin + path in the reader's language (Urdu's address carries ?lang=ur,
 * as the server's head names it; a fixed page's path as its route spells it), optionally the meta description, and a scroll to the top.
 * A page reachable at several addresses (a listing at its advance-search path, its owner's, in
 * any case) names its one address as `canonicalPath`, as the server's head does.
 */
export function usePage(title: string, description?: string, canonicalPath?: string): void {
  const [pathname] = useLocation();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    document.title = pageTitle(title);
    if (description !== undefined) setDescription(description);
  }, [title, description]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    canonicalLink().href = canonicalPath === undefined
      ? canonicalUrl(window.location.origin, addressInLanguage(routeSpelling(window.location.pathname), language))
      : window.location.origin + canonicalPath;
  }, [pathname, canonicalPath, language]);
}
