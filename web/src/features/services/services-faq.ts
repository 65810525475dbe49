/**
 * The eight support questions of the services page (spec section 2), one answer open at a time;
 * each id names its question and answer in the services namespace (faq.<id>).
 */
export const servicesFaq = [
  'always-open',
  'contact',
  'room-problem',
  'change-plan',
  'feedback',
  'resolution-time',
  'refunds',
  'urgent',
] as const;
