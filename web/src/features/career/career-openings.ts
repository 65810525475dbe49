export interface CareerOpening {
  id: number;
  title: string;
  type: string;
}

/** Twelve identical placeholder cards (spec section 2): the site does not host job listings. */
export const careerOpenings: readonly CareerOpening[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: 'Graphic Designer',
  type: 'Full-time or Contract',
}));

/** Cards whose title or type contains every word typed in the search box. */
export function filterOpenings(openings: readonly CareerOpening[], query: string): readonly CareerOpening[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return openings;
  return openings.filter((opening) => {
    const text = `${opening.title} ${opening.type}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
