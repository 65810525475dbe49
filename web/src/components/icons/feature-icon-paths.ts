// Line drawings (24 x 24, stroked) for the features, furnishings and landmarks a listing can
// name (spec section 3, "Feature icons"). Inline so a detail page downloads no icon files.

export const featureIconPaths = {
  bed: 'M3 18V7M3 14h18v4M21 14v-2.5A2.5 2.5 0 0 0 18.5 9H11v5M6.5 12a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  bills: 'M6 3h12v18l-2.5-1.5L13 21l-2-1.5L9 21l-3-1.5V3ZM9 8h6M9 12h6M9 16h3',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V5.5A2.5 2.5 0 0 1 8.5 3 2.5 2.5 0 0 1 11 5.5M7 19l-1 2M17 19l1 2',
  carpet: 'M5 4h14v16H5V4ZM8 7h8v10H8V7ZM5 2v2M9 2v2M15 2v2M19 2v2M5 20v2M9 20v2M15 20v2M19 20v2',
  chair: 'M7 3h10v8H7V3ZM6 11h12v3H6v-3ZM7 14l-1 7M17 14l1 7M8 17.5h8',
  electricity: 'M13 2 5 13.5h6L10 22l8-11.5h-6L13 2Z',
  elevator: 'M5 3h14v18H5V3ZM12 3v18M8.5 10 7 12h3l-1.5-2ZM15.5 14 14 12h3l-1.5 2Z',
  fridge: 'M6 2h12v20H6V2ZM6 9h12M9 5v2M9 12v4',
  furnished: 'M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M2 13a2 2 0 1 1 4 0v2h12v-2a2 2 0 1 1 4 0v5H2v-5ZM4 18v2M20 18v2',
  gas: 'M12 3c3 3.5 6 6.5 6 10.5a6 6 0 0 1-12 0C6 10 8 8 9 6c.5 2 1.5 3 3 3.5C12 7 12 5 12 3ZM12 20a2.5 2.5 0 0 1-2.5-2.5c0-1.5 1.5-2.5 2.5-4 1 1.5 2.5 2.5 2.5 4A2.5 2.5 0 0 1 12 20Z',
  internet: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  maintenance: 'M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 0-2 0ZM14.5 6.5 17 4l3 3-2.5 2.5',
  security: 'M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6L12 3ZM9.5 11.5h5v4h-5v-4ZM10.5 11.5V10a1.5 1.5 0 0 1 3 0v1.5',
  'separate entry': 'M4 21h16M6 21V4h9v17M15 6h3v15M12 12.5h.01M9 8h3',
  sewerage: 'M3 7h9v4H3V7ZM12 9h4a3 3 0 0 1 3 3v6M16.5 18h5M19 21v-3M7 11v3',
  sofa: 'M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M3 13.5a2 2 0 1 1 4 0V15h10v-1.5a2 2 0 1 1 4 0V19H3v-5.5ZM5 19v2M19 19v2',
  'water supply': 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11ZM9.5 15a2.5 2.5 0 0 0 2.5 2.5',
  hospital: 'M4 21V6h16v15M2 21h20M12 9v6M9 12h6M9 21v-3h6v3M9 3h6v3H9V3Z',
  mosque: 'M12 3c-3 2-5 4-5 7h10c0-3-2-5-5-7ZM6 10h12v11H6V10ZM10 21v-4a2 2 0 0 1 4 0v4M3 21h18M3 21V9M3 7.5v.01M21 21V9M21 7.5v.01',
  restaurant: 'M6 3v7a2 2 0 0 0 4 0V3M8 3v18M17 21V3c-2 1.5-3 4-3 7v3h3',
  school: 'M2 9l10-5 10 5-10 5L2 9ZM6 11v5c2 2 10 2 12 0v-5M22 9v5',
} as const;

export type FeatureIconName = keyof typeof featureIconPaths;

const aliases: Readonly<Record<string, FeatureIconName>> = {
  'both bath': 'bath',
  bathroom: 'bath',
  water: 'water supply',
  wifi: 'internet',
};

/** The icon for a feature or landmark as listers type it ('Water Supply', 'Mosque'), or null. */
export function featureIconFor(label: string): FeatureIconName | null {
  const key = label.trim().toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if (key in featureIconPaths) return key as FeatureIconName;
  return aliases[key] ?? null;
}
