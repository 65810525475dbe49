import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { TODAY, validAccessoryInput } from '../testing/valid-inputs';
import { listingRevisionUploadErrors, validateListingRevision } from './listing-revision';

const jpeg = { mimeType: 'image/jpeg', bytes: 1000 };

describe('validateListingRevision', () => {
  it('is the submit form of the kind plus the pictures to keep, as file names', () => {
    const result = validateListingRevision('accessory', { ...validAccessoryInput, keepPictures: JSON.stringify(['a1.webp', '/uploads/b2.webp']) }, TODAY);
    expect(result).toMatchObject({ ok: true, value: { listing: { kind: 'accessory', fields: { price: 4500 } }, keepPictures: ['a1.webp', 'b2.webp'] } });
  });

  it('keeps none when keepPictures is absent', () => {
    expect(validateListingRevision('accessory', validAccessoryInput, TODAY)).toMatchObject({ ok: true, value: { keepPictures: [] } });
  });

  it('gives the submit form’s messages and keepPictures’ own together', () => {
    const result = validateListingRevision('accessory', { ...validAccessoryInput, tagline: ' ', keepPictures: '["../x"]' }, TODAY);
    expect(result).toEqual({
      ok: false, message: messages.taglineRequired,
      fields: { tagline: messages.taglineRequired, keepPictures: messages.keepPicturesInvalid },
    });
  });

  it('refuses keepPictures that is not a list of distinct names', () => {
    for (const bad of ['not json', '{"a":1}', '["a.webp","a.webp"]', '[1]', '["a/b.webp"]']) {
      const result = validateListingRevision('accessory', { ...validAccessoryInput, keepPictures: bad }, TODAY);
      expect(result.ok ? undefined : result.fields.keepPictures).toBe(messages.keepPicturesInvalid);
    }
  });
});

describe('listingRevisionUploadErrors', () => {
  it('applies the kind’s count to the kept and new pictures together', () => {
    expect(listingRevisionUploadErrors('accessory', { kept: 2, pictures: [jpeg], profile: null })).toEqual({});
    expect(listingRevisionUploadErrors('accessory', { kept: 2, pictures: [], profile: null })).toEqual({ pictures: messages.accessoryPicturesCount });
    expect(listingRevisionUploadErrors('accessory', { kept: 5, pictures: [jpeg], profile: null })).toEqual({ pictures: messages.accessoryPicturesCount });
  });

  it('checks new files’ types and a profile photo only when one is sent', () => {
    expect(listingRevisionUploadErrors('room', { kept: 3, pictures: [{ mimeType: 'image/gif', bytes: 10 }], profile: null })).toEqual({ pictures: messages.picturesType });
    expect(listingRevisionUploadErrors('room', { kept: 3, pictures: [], profile: { avatar: 'nobody' } })).toEqual({ profile: messages.profilePhotoRequired });
  });
});
