import { i18n } from '../../i18n';

export interface CareerOpening {
  id: number;
  title: string;
  type: string;
}

/**
 * Twelve identical placeholder cards (spec section 2): the site does not host job listings.
 * In the reader's language, so the search box finds the words they see.
 */
export function careerOpenings(): readonly CareerOpening[] {
  const title = i18n.t('openings.role', { ns: 'career' });
  const type = i18n.t('openings.type', { ns: 'career' });
  return Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title, type }));
}

/** Cards whose title or type contains every word typed in the search box. */
export function filterOpenings(openings: readonly CareerOpening[], query: string): readonly CareerOpening[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return openings;
  return openings.filter((opening) => {
    const text = `${opening.title} ${opening.type}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
