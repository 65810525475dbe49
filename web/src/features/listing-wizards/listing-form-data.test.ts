import { describe, expect, it } from 'vitest';
import { listingFormData, revisionFormData } from './listing-form-data';
import { accessoryWizard } from './accessory-wizard-machine';
import { roommateWizard } from './roommate-wizard-machine';
import { picture, pictures } from './wizard-fixtures';

describe('listingFormData', () => {
  it('sends text fields, JSON fields, pictures in order and an avatar name', () => {
    const shots = pictures(3);
    const form = listingFormData(roommateWizard, {
      values: { ...roommateWizard.initialValues, tagline: 'Room in DHA', furnished: true, furnishedItems: ['bed'], preferences: ['Night Owl'] },
      pictures: shots,
      profile: { kind: 'avatar', name: 'avatar-4' },
      idempotencyKey: 'k',
    });
    expect(form.get('tagline')).toBe('Room in DHA');
    expect(form.get('furnished')).toBe('true');
    expect(form.has('address')).toBe(false);
    expect(JSON.parse(String(form.get('features')))).toEqual({
      furnished: ['bed'], features: [], secondaryFeatures: [], preferences: ['Night Owl'],
    });
    expect(form.getAll('pictures').map((file) => (file instanceof File ? file.name : ''))).toEqual(shots.map((shot) => shot.name));
    expect(form.get('profile')).toBe('avatar-4');
  });

  it('sends an uploaded profile photo as a file', () => {
    const photo = picture('image/jpeg');
    const form = listingFormData(roommateWizard, {
      values: roommateWizard.initialValues, pictures: [], profile: { kind: 'upload', photo }, idempotencyKey: 'k',
    });
    const sent = form.get('profile');
    expect(sent instanceof File && sent.type).toBe('image/jpeg');
  });

  it('sends an edit with the kept pictures by name in order, new files after, and no photo when it stays', () => {
    const added = pictures(1);
    const form = revisionFormData(accessoryWizard, {
      values: { ...accessoryWizard.initialValues, tagline: 'Study table', price: '4500' },
      pictures: added,
      kept: [
        { id: 'b.webp', file: 'b.webp', thumbUrl: '/uploads/thumb-b.webp' },
        { id: 'a.webp', file: 'a.webp', thumbUrl: '/uploads/thumb-a.webp' },
      ],
      profile: null,
      idempotencyKey: 'k',
    });
    expect(JSON.parse(String(form.get('keepPictures')))).toEqual(['b.webp', 'a.webp']);
    expect(form.getAll('pictures').map((file) => (file instanceof File ? file.name : ''))).toEqual(added.map((shot) => shot.name));
    expect(form.get('price')).toBe('4500');
    expect(form.has('profile')).toBe(false);
  });
});
