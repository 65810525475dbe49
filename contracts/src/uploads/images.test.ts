import { describe, expect, it } from 'vitest';
import {
  IMAGE_LIMITS, MAX_UPLOAD_BYTES, checkBlogPictures, checkListingPictures, imageRefSchema, uploadUrl,
  type UploadInfo,
} from './images';
import { messages } from '../messages';

const jpeg: UploadInfo = { mimeType: 'image/jpeg', bytes: 200_000 };
const png: UploadInfo = { mimeType: 'image/png', bytes: 200_000 };
const files = (count: number, file: UploadInfo = jpeg) => Array.from({ length: count }, () => file);

describe('IMAGE_LIMITS', () => {
  it('takes 3 to 9 for rooms and 3 to 5 for roommates and accessories', () => {
    expect(IMAGE_LIMITS.room).toEqual({ min: 3, max: 9, message: 'Select 3 - 9 images!' });
    expect(IMAGE_LIMITS.roommate).toEqual({ min: 3, max: 5, message: 'Please select images between 3 and 5!' });
    expect(IMAGE_LIMITS.accessory).toEqual({ min: 3, max: 5, message: 'Please, Select 3 - 5 images of your accessory!' });
  });
});

describe('checkListingPictures', () => {
  it.each([
    ['room', 2, messages.roomPicturesCount], ['room', 3, null], ['room', 9, null], ['room', 10, messages.roomPicturesCount],
    ['roommate', 2, messages.roommatePicturesCount], ['roommate', 5, null], ['roommate', 6, messages.roommatePicturesCount],
    ['accessory', 2, messages.accessoryPicturesCount], ['accessory', 3, null], ['accessory', 6, messages.accessoryPicturesCount],
  ] as const)('%s with %i pictures -> %s', (kind, count, expected) => {
    expect(checkListingPictures(kind, files(count))).toBe(expected);
  });

  it('takes PNG and JPEG only', () => {
    expect(checkListingPictures('room', [jpeg, png, png])).toBeNull();
    expect(checkListingPictures('room', [jpeg, jpeg, { mimeType: 'image/gif', bytes: 10 }])).toBe(messages.picturesType);
  });

  it('takes files up to 10 MiB', () => {
    expect(checkListingPictures('room', [jpeg, jpeg, { ...jpeg, bytes: MAX_UPLOAD_BYTES }])).toBeNull();
    expect(checkListingPictures('room', [jpeg, jpeg, { ...jpeg, bytes: MAX_UPLOAD_BYTES + 1 }])).toBe(messages.pictureTooLarge);
  });
});

describe('blog pictures', () => {
  it('are optional, at most 10', () => {
    expect(checkBlogPictures([])).toBeNull();
    expect(checkBlogPictures(files(11))).toBe(messages.blogPicturesCount);
  });
});

describe('image references', () => {
  it('are served from /uploads/', () => {
    expect(uploadUrl('ab12.webp')).toBe('/uploads/ab12.webp');
  });

  it('never hold a path', () => {
    const ref = { file: 'ab12.webp', thumb: 'ab12-400.webp', width: 1600, height: 1200 };
    expect(imageRefSchema.safeParse(ref).success).toBe(true);
    expect(imageRefSchema.safeParse({ ...ref, file: '../etc/passwd' }).success).toBe(false);
    expect(imageRefSchema.safeParse({ ...ref, thumb: 'a/b.webp' }).success).toBe(false);
  });
});
