import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './images';
import { messages } from '../messages';
import {
  avatarUrl, checkProfilePhoto, listingUploadErrors, profilePhotoSchema, profilePhotoUrl,
} from './profile-photo';

describe('checkProfilePhoto', () => {
  it('takes a built-in avatar name', () => {
    expect(checkProfilePhoto({ avatar: 'avatar-7' })).toBeNull();
    expect(checkProfilePhoto({ avatar: 'avatar-11' })).toBe(messages.profilePhotoRequired);
  });

  it('takes an uploaded JPEG, and nothing else', () => {
    expect(checkProfilePhoto({ upload: { mimeType: 'image/jpeg', bytes: 1000 } })).toBeNull();
    expect(checkProfilePhoto({ upload: { mimeType: 'image/png', bytes: 1000 } })).toBe(messages.profilePhotoType);
    expect(checkProfilePhoto({ upload: { mimeType: 'image/jpeg', bytes: MAX_UPLOAD_BYTES + 1 } })).toBe(messages.pictureTooLarge);
  });

  it('is required', () => {
    expect(checkProfilePhoto({})).toBe(messages.profilePhotoRequired);
    expect(checkProfilePhoto({ avatar: '  ' })).toBe(messages.profilePhotoRequired);
  });

  it('prefers the upload over an avatar name', () => {
    expect(checkProfilePhoto({ avatar: 'avatar-1', upload: { mimeType: 'image/png', bytes: 1 } })).toBe(messages.profilePhotoType);
  });
});

describe('listingUploadErrors', () => {
  it('maps picture and profile problems to their fields', () => {
    expect(listingUploadErrors('accessory', { pictures: [], profile: {} })).toEqual({
      pictures: messages.accessoryPicturesCount,
      profile: messages.profilePhotoRequired,
    });
    const three = Array.from({ length: 3 }, () => ({ mimeType: 'image/png', bytes: 10 }));
    expect(listingUploadErrors('room', { pictures: three, profile: { avatar: 'avatar-2' } })).toEqual({});
  });
});

describe('profile photo references', () => {
  it('resolve to a URL', () => {
    expect(avatarUrl('avatar-3')).toBe('/avatars/avatar-3.svg');
    expect(profilePhotoUrl({ kind: 'avatar', name: 'avatar-3' })).toBe('/avatars/avatar-3.svg');
    const image = { file: 'f.webp', thumb: 't.webp', width: 10, height: 10 };
    expect(profilePhotoUrl({ kind: 'upload', image })).toBe('/uploads/f.webp');
    expect(profilePhotoSchema.safeParse({ kind: 'avatar', name: 'avatar-0' }).success).toBe(false);
  });
});
