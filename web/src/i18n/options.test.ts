import {
  BATHROOM_OPTIONS, BATHROOM_TYPES, BLOG_CATEGORIES, DEGREE_TITLES, FAMOUS_CITIES, FEATURES, FURNISHED_ITEMS, GENDERS,
  KITCHEN_OPTIONS, LIFESTYLE_PREFERENCES, LISTING_KINDS, LISTING_STATUSES, OCCUPATIONS, REPORT_REASONS, ROOM_CONDITIONS,
  ROOM_TYPES, SECONDARY_FEATURES,
} from '@kamra/contracts/options';
import { describe, expect, it } from 'vitest';
import { LANDMARK_HINTS } from '../lib/landmark-hints';
import english from './locales/en/options.json';
import urdu from './locales/ur/options.json';
import { i18n } from './i18n';
import { optionLabel, placeLabel } from './options';

// A value stored in an event shows in both languages: every value of every list a screen
// shows has its label, under the group named after the list.
const LISTS: Readonly<Record<string, readonly string[]>> = {
  listingKinds: LISTING_KINDS,
  listingStatuses: LISTING_STATUSES,
  roomTypes: ROOM_TYPES,
  furnishedItems: FURNISHED_ITEMS,
  features: FEATURES,
  secondaryFeatures: SECONDARY_FEATURES,
  roomConditions: ROOM_CONDITIONS,
  kitchenOptions: KITCHEN_OPTIONS,
  bathroomOptions: BATHROOM_OPTIONS,
  bathroomTypes: BATHROOM_TYPES,
  occupations: OCCUPATIONS,
  genders: GENDERS,
  degreeTitles: DEGREE_TITLES,
  lifestylePreferences: LIFESTYLE_PREFERENCES,
  blogCategories: BLOG_CATEGORIES,
  famousCities: FAMOUS_CITIES.map((city) => city.city),
  reportReasons: REPORT_REASONS,
  landmarkHints: LANDMARK_HINTS,
};

type Labels = Readonly<Record<string, Readonly<Record<string, string>>>>;

describe('option labels', () => {
  for (const [language, labels] of [['en', english], ['ur', urdu]] as const) {
    it(`has a ${language} label for every value of every list, and none for values no list has`, () => {
      const missing = Object.entries(LISTS).flatMap(([group, values]) =>
        values.filter((value) => ((labels as Labels)[group]?.[value] ?? '').trim() === '').map((value) => `${group}: ${value}`),
      );
      const unknown = Object.entries(labels as Labels).flatMap(([group, byValue]) =>
        Object.keys(byValue).filter((value) => !(LISTS[group] ?? []).includes(value)).map((value) => `${group}: ${value}`),
      );
      expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    });
  }

  // The spec's own spelling of a room type is kept in English, as every text of the spec is.
  it('reads values holding dots and spaces as they are stored', async () => {
    expect(optionLabel('roomTypes', 'Appartment Room')).toBe('Appartment Room');
    expect(optionLabel('degreeTitles', 'B.Sc')).toBe('B.Sc');
    await i18n.changeLanguage('ur');
    try {
      expect(optionLabel('features', 'water supply')).toBe('پانی کی فراہمی');
      expect(optionLabel('degreeTitles', 'M.B.A')).toBe('ایم بی اے');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("names a city the site knows as the site does, in the reader's language, and any other place as typed", async () => {
    expect(placeLabel('lahore')).toBe('Lahore');
    expect(placeLabel(' KARACHI ')).toBe('Karachi');
    expect(placeLabel('G-11, Islamabad')).toBe('G-11, Islamabad');
    await i18n.changeLanguage('ur');
    try {
      expect(placeLabel('Lahore')).toBe('لاہور');
      expect(placeLabel('gulberg')).toBe('gulberg');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
