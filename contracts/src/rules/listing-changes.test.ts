import { describe, expect, it } from 'vitest';
import { roomSubmitSchema } from '../commands/room-commands';
import { validRoomInput } from '../testing/valid-inputs';
import type { RoomFields } from '../commands/listing-fields';
import { isPicturesChange, listingChanges, type ListingContent } from './listing-changes';

const image = (name: string) => ({ file: `${name}.webp`, thumb: `${name}-400.webp`, width: 800, height: 600 });
const fields: RoomFields = roomSubmitSchema.parse(validRoomInput);
const room = (changed: Partial<RoomFields> & Record<string, unknown> = {}, pictures = [image('a'), image('b'), image('c')]): ListingContent => ({
  kind: 'room', fields: { ...fields, ...changed }, pictures, profile: { kind: 'avatar', name: 'avatar-1' },
});

describe('listingChanges', () => {
  it('is empty when nothing changed, whatever order options were ticked in', () => {
    expect(listingChanges(room(), room())).toEqual([]);
    const reordered = { ...fields.features, furnished: [...fields.features.furnished].reverse() };
    expect(listingChanges(room(), room({ features: reordered }))).toEqual([]);
  });

  it('names each changed field with its value before and after, in the form’s order', () => {
    expect(listingChanges(room(), room({ rent: 26000, tagline: 'Bright room' }))).toEqual([
      { field: 'tagline', from: fields.tagline, to: 'Bright room' },
      { field: 'rent', from: 25000, to: 26000 },
    ]);
  });

  it('gives an emptied or newly filled optional field as null', () => {
    expect(listingChanges(room(), room({ landmark: undefined }))).toEqual([{ field: 'landmark', from: 'Mosque', to: null }]);
    expect(listingChanges(room({ landmark: undefined }), room())).toEqual([{ field: 'landmark', from: null, to: 'Mosque' }]);
  });

  it('reads blank text as not given: from blank to absent is no change', () => {
    expect(listingChanges(room({ about: '' }), room({ about: undefined }))).toEqual([]);
    expect(listingChanges(room({ about: '  ' }), room({ about: 'Quiet house' }))).toEqual([{ field: 'about', from: null, to: 'Quiet house' }]);
  });

  it('compares nested fields whole: a features list that changed is one change', () => {
    const features = { ...fields.features, features: ['internet'] };
    expect(listingChanges(room(), room({ features: features as RoomFields['features'] }))).toEqual([
      { field: 'features', from: { furnished: ['bed', 'sofa'], features: ['gas', 'internet'], secondaryFeatures: ['elevator'] }, to: { furnished: ['bed', 'sofa'], features: ['internet'], secondaryFeatures: ['elevator'] } },
    ]);
  });

  it('picks up a field another form adds, with no work here', () => {
    expect(listingChanges(room(), room({ showExactAddress: false }))).toEqual([{ field: 'showExactAddress', from: null, to: false }]);
  });

  it('gives pictures as the order before and after with what was added and removed', () => {
    const changes = listingChanges(room(), room({}, [image('c'), image('a'), image('d')]));
    expect(changes).toEqual([{ field: 'pictures', from: ['a.webp', 'b.webp', 'c.webp'], to: ['c.webp', 'a.webp', 'd.webp'], added: [image('d')], removed: [image('b')] }]);
    expect(changes.filter(isPicturesChange)).toHaveLength(1);
  });

  it('names a new profile photo', () => {
    const after: ListingContent = { ...room(), profile: { kind: 'upload', image: image('me') } };
    expect(listingChanges(room(), after)).toEqual([{ field: 'profile', from: { kind: 'avatar', name: 'avatar-1' }, to: { kind: 'upload', image: image('me') } }]);
  });
});
