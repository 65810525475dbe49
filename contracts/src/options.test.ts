import { describe, expect, it } from 'vitest';
import {
  BATHROOM_OPTIONS, BATHROOM_TYPES, BLOG_CATEGORIES, BUILT_IN_AVATARS, DEGREE_TITLES, FEATURES,
  FURNISHED_ITEMS, GENDERS, KITCHEN_OPTIONS, LIFESTYLE_PREFERENCES, LISTING_KINDS,
  LISTING_STATUSES, OCCUPATIONS, ROOM_CONDITIONS, ROOM_TYPES, SECONDARY_FEATURES,
  famousCityLabel, isBuiltInAvatar, normaliseLifestylePreference,
} from './options';

describe('option lists (spec section 3)', () => {
  it('hold the spec values in the spec order', () => {
    expect(ROOM_TYPES).toEqual(['Hostel Room', 'House Room', 'Appartment Room']);
    expect(FURNISHED_ITEMS).toEqual(['bed', 'fridge', 'chair', 'carpet', 'sofa']);
    expect(FEATURES).toEqual(['electricity', 'water supply', 'gas', 'security', 'internet', 'bills']);
    expect(SECONDARY_FEATURES).toEqual(['elevator', 'separate entry', 'maintenance']);
    expect(ROOM_CONDITIONS).toEqual(['Brand new', 'In a good shape', 'Need minor updates', 'Major work required']);
    expect(KITCHEN_OPTIONS).toEqual(['Shared', 'Private', 'No Kitchen']);
    expect(BATHROOM_OPTIONS).toEqual(['Shared', 'Private']);
    expect(BATHROOM_TYPES).toEqual(['English', 'Indian', 'Both']);
    expect(OCCUPATIONS).toHaveLength(10);
    expect(OCCUPATIONS[0]).toBe('student');
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(DEGREE_TITLES).toHaveLength(16);
    expect(DEGREE_TITLES).toContain('PH.D');
    expect(LIFESTYLE_PREFERENCES).toEqual(['Non Smoker', 'Night Owl', 'Early Bird', 'No get together', 'No pets allowed']);
    expect(BLOG_CATEGORIES).toEqual([
      'Informational', 'Sports', 'Fashion', 'Skin Care', 'Room & Rental Insights', 'Headlines', 'Health Tips',
    ]);
    expect(LISTING_KINDS).toEqual(['room', 'roommate', 'accessory']);
    expect(LISTING_STATUSES).toEqual(['pending', 'approved', 'rejected']);
  });

  it('name ten built-in avatars', () => {
    expect(BUILT_IN_AVATARS).toEqual(Array.from({ length: 10 }, (_, index) => `avatar-${index + 1}`));
    expect(isBuiltInAvatar('avatar-10')).toBe(true);
    expect(isBuiltInAvatar('avatar-11')).toBe(false);
    expect(isBuiltInAvatar('../avatar-1')).toBe(false);
  });

  it("reads 'Non-Smoker' as the canonical 'Non Smoker'", () => {
    expect(normaliseLifestylePreference('Non-Smoker')).toBe('Non Smoker');
    expect(normaliseLifestylePreference('Night Owl')).toBe('Night Owl');
  });
});

describe('famousCityLabel', () => {
  const urdu = { lahore: 'لاہور', Karachi: 'کراچی' };
  it('words a famous city by its search value, else by its name, else as the gazetteer spells it', () => {
    expect(famousCityLabel(urdu, 'lahore', 'Lahore')).toBe('لاہور');
    expect(famousCityLabel(urdu, 'karachi', 'Karachi')).toBe('کراچی');
    expect(famousCityLabel(urdu, 'abbottabad', 'Abbottabad')).toBe('Abbottabad');
    expect(famousCityLabel(undefined, 'lahore', 'Lahore')).toBe('Lahore');
  });
});
