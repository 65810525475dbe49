import { describe, expect, it } from 'vitest';
import { listingFormData } from './listing-form-data';
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
});
