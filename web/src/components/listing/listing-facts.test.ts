import type { ListingDetail } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { contactMessage, featureNames, landmarkOf, listingFacts } from './listing-facts';
import { i18n } from '../../i18n';
import { LANDMARK_HINTS } from '../../lib/landmark-hints';
import { featureIconFor } from '../icons/feature-icon-paths';

const base = {
  id: 'l1', status: 'approved' as const, tagline: 'Sunny room', address: 'G-9, Islamabad', publicAddress: 'G-9, Islamabad', city: 'Islamabad',
  pictures: [], postedAt: '2026-11-20T10:00:00.000Z', isNew: true, boosted: false, boostedUntil: null,
  rejectionReason: null,
  ownerBlocked: false,
  abilities: { edit: false, close: false, renew: false, delete: false, boost: false, report: true, withdrawChanges: false },
  lister: { userId: 'u1', name: 'Ali', phone: '0300-1234567', photoUrl: '/avatars/avatar-1.svg', verified: false, phoneVerified: false },
};

const room: ListingDetail = {
  ...base, kind: 'room', type: 'House Room', rent: 15000, condition: 'Brand new', kitchen: 'Shared',
  bathroom: 'Private', bathroomType: 'English', furnished: true, availableFrom: '2026-12-01', landmark: '',
  features: { furnished: ['bed', 'fridge'], features: ['internet'], secondaryFeatures: ['elevator'] },
};

describe('listing facts', () => {
  it('list a room in a seeker\'s order and skip blank optional fields', () => {
    const facts = listingFacts(room, new Date('2026-11-21T06:00:00.000Z'));
    expect(facts.map((fact) => fact.label)).toEqual([
      'Room type', 'Condition', 'Furnished', 'Kitchen', 'Bathroom', 'Available from', 'Posted',
    ]);
    expect(facts.find((fact) => fact.label === 'Posted')?.value).toBe('yesterday');
    expect(facts.find((fact) => fact.label === 'Available from')?.value).toBe('1 Dec 2026');
  });

  it('name the landmark only when one was given', () => {
    expect(landmarkOf(room)).toBeNull();
    expect(landmarkOf({ ...room, landmark: ' Mosque ' })).toEqual({ name: 'Mosque', label: 'Mosque' });
    expect(landmarkOf({ ...room, landmark: 'Near Gaddafi Stadium' })).toEqual({ name: 'Near Gaddafi Stadium', label: 'Near Gaddafi Stadium', written: true });
  });

  it('name a landmark hint in the reader\'s language, with its icon', async () => {
    await i18n.changeLanguage('ur');
    try {
      for (const hint of LANDMARK_HINTS) {
        const shown = landmarkOf({ ...room, landmark: hint });
        expect(shown?.name).toBe(hint);
        expect(shown?.label, hint).toMatch(/[\u0600-\u06FF]/);
        expect(featureIconFor(shown?.name ?? ''), hint).not.toBeNull();
      }
      expect(landmarkOf({ ...room, landmark: ' hospital ' })?.label).toBe('ہسپتال');
      // Picked from the Urdu form before it stored the hint's value.
      expect(landmarkOf({ ...room, landmark: 'ہسپتال' })).toEqual({ name: 'Hospital', label: 'ہسپتال' });
      // The lister's own words are not translated.
      expect(landmarkOf({ ...room, landmark: 'Hospital Road' })).toMatchObject({ label: 'Hospital Road', written: true });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('gather every feature for the icon list', () => {
    expect(featureNames(room)).toEqual(['bed', 'fridge', 'internet', 'elevator']);
  });

  it('describe an accessory', () => {
    const accessory: ListingDetail = { ...base, kind: 'accessory', name: 'Study table', price: 4000, condition: 8, usageYear: 1 };
    expect(listingFacts(accessory, new Date()).slice(0, 3).map((fact) => fact.value)).toEqual(['Study table', '8 / 10', '1 year']);
    expect(featureNames(accessory)).toEqual([]);
  });

  it('start the contact message with the tagline', () => {
    expect(contactMessage(' Sunny room ')).toBe('Hi, I saw your listing "Sunny room" on Kamra. Is it still available?');
  });
});
