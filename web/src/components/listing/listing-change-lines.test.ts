import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { optionLabel } from '../../i18n';
import { changeLine, fieldCountText, fieldLabel, valueText } from './listing-change-lines';

beforeAll(loadEveryNamespace);

describe('a revision\'s changes as the pages read them', () => {
  it('shows money in rupees, ticks as yes or no, dates as people write them, and an empty field as not given', () => {
    expect(changeLine({ field: 'rent', from: 25000, to: 26000 })).toEqual({ kind: 'text', field: 'rent', label: 'Rent', from: 'PKR 25,000', to: 'PKR 26,000' });
    expect(valueText('furnished', true)).toBe('Yes');
    expect(valueText('availableFrom', '2026-12-13')).toBe('13 Dec 2026');
    expect(valueText('landmark', null)).toBe('Not given');
    expect(valueText('about', '  ')).toBe('Not given');
    expect(valueText('condition', 8)).toBe('8');
  });

  it('reads the JSON fields part by part, leaving out what is empty', () => {
    // Stored options read under their labels (the options namespace's; the value itself until one is written).
    const [bed, sofa, gas] = [optionLabel('furnishedItems', 'bed'), optionLabel('furnishedItems', 'sofa'), optionLabel('features', 'gas')];
    expect(valueText('features', { furnished: ['bed', 'sofa'], features: ['gas'], secondaryFeatures: [] })).toBe(
      `Furniture: ${bed}, ${sofa}; Features: ${gas}`,
    );
    expect(valueText('education', { major: 'Civil', educationTitle: null })).toBe('Major: Civil');
    expect(valueText('features', { furnished: [] })).toBe('None');
  });

  it('labels the phone number, and a field it does not know in words', () => {
    expect(changeLine({ field: 'phone', from: '0300-1234567', to: '0311-7654321' })).toMatchObject({
      label: 'Phone number', from: '0300-1234567', to: '0311-7654321',
    });
    expect(fieldLabel('showExactAddress')).toBe('Show exact address');
  });

  it('carries whether a changed number is verified, and only on a change that judged it', () => {
    expect(changeLine({ field: 'phone', from: '0300-1234567', to: '0311-7654321', toVerified: false })).toEqual({
      kind: 'text', field: 'phone', label: 'Phone number', from: '0300-1234567', to: '0311-7654321', verified: false,
    });
    expect(changeLine({ field: 'phone', from: '0300-1234567', to: '0311-7654321', toVerified: true })).toMatchObject({ verified: true });
    expect(changeLine({ field: 'phone', from: '0300-1234567', to: '0311-7654321' })).not.toHaveProperty('verified');
  });

  it('shows the profile photo and the pictures as thumbnails, added and removed', () => {
    expect(changeLine({ field: 'profile', from: '/avatars/avatar-2.svg', to: '/uploads/me.webp' })).toEqual({
      kind: 'photo', field: 'profile', label: 'Profile photo', from: '/avatars/avatar-2.svg', to: '/uploads/me.webp',
    });
    const pictures = changeLine({ field: 'pictures', from: ['/a', '/b'], to: ['/b', '/c'], added: ['/c'], removed: ['/a'] });
    expect(pictures).toMatchObject({ kind: 'pictures', added: ['/c'], removed: ['/a'], reordered: false });
    expect(changeLine({ field: 'pictures', from: ['/a', '/b'], to: ['/b', '/a'], added: [], removed: [] })).toMatchObject({ reordered: true });
  });

  it('says in words what the public sees of the address, before and after', () => {
    expect(changeLine({ field: 'addressShown', from: 'full', to: 'area' })).toEqual({
      kind: 'text', field: 'addressShown', label: 'Public address', from: 'The full address', to: 'Only the area',
    });
    expect(changeLine({ field: 'addressShown', from: null, to: 'area' })).toMatchObject({ from: 'Not chosen (the full address)', to: 'Only the area' });
  });

  it('counts fields for the queue', () => {
    expect(fieldCountText(1)).toBe('1 field');
    expect(fieldCountText(3)).toBe('3 fields');
  });
});
