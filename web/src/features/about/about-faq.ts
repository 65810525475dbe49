export interface FaqCategory {
  /** Names the category's title in the about namespace (faq.categories.<id>). */
  id: 'getting-started' | 'listing' | 'finding' | 'safety' | 'payments';
  /** Each names a question and its answer (faq.<entry>). */
  entries: readonly string[];
}

/** About page FAQ, grouped into collapsible categories. */
export const aboutFaq: readonly FaqCategory[] = [
  { id: 'getting-started', entries: ['what', 'account', 'cities'] },
  { id: 'listing', entries: ['cost', 'notVisible', 'rejected'] },
  { id: 'finding', entries: ['contact', 'filter'] },
  { id: 'safety', entries: ['safe', 'cnic', 'report'] },
  { id: 'payments', entries: ['methods', 'premium'] },
];
