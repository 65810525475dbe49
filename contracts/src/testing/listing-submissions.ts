/** Valid ListingSubmitted events of each kind, for tests and the demo seed: every field filled as the submit route would. */
import type { AccessoryFields, RoomFields, RoommateFields } from '../commands/index';
import type { ImageRef, ProfilePhoto } from '../uploads/index';
import type { ListingSubmitted } from '../events/index';

/** What every submission shares: who, when, where, and the pictures. */
export interface SubmissionBase {
  listingId: string;
  ownerId: string;
  submittedAt: Date;
  address: string;
  pictures: ImageRef[];
  profile?: ProfilePhoto;
}

const DEFAULT_PROFILE: ProfilePhoto = { kind: 'avatar', name: 'avatar-2' };

export function roomSubmission(base: SubmissionBase, fields: Partial<RoomFields> = {}): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId: base.listingId, ownerId: base.ownerId, kind: 'room', submittedAt: base.submittedAt.toISOString(),
      pictures: base.pictures, profile: base.profile ?? DEFAULT_PROFILE,
      fields: {
        tagline: 'Furnished room near the main boulevard', type: 'House Room', address: base.address, rent: 25000,
        listerName: 'Ayesha Khan', phone: '0300-1234567', condition: 'In a good shape', kitchen: 'Shared',
        bathroom: 'Private', bathroomType: 'English', maxRoommate: 2, furnished: true,
        features: { furnished: ['bed', 'chair'], features: ['electricity', 'gas', 'internet'], secondaryFeatures: [] },
        availableFrom: '2025-04-01', nicNumber: '3520212345671',
        ...fields,
      },
    },
  };
}

export function roommateSubmission(base: SubmissionBase, fields: Partial<RoommateFields> = {}): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId: base.listingId, ownerId: base.ownerId, kind: 'roommate', submittedAt: base.submittedAt.toISOString(),
      pictures: base.pictures, profile: base.profile ?? DEFAULT_PROFILE,
      fields: {
        tagline: 'Looking for a calm roommate', address: base.address, rent: 18000, listerName: 'Bilal Ahmed',
        phone: '0321 7654321', listerAge: 24, occupation: 'Engineer', gender: 'Male', age: 30, furnished: false,
        features: { furnished: [], features: ['bills'], secondaryFeatures: [], preferences: ['Early Bird'] },
        availableFrom: '2025-04-01', nicNumber: '3520298765431',
        ...fields,
      },
    },
  };
}

export function accessorySubmission(base: SubmissionBase, fields: Partial<AccessoryFields> = {}): ListingSubmitted {
  return {
    type: 'ListingSubmitted',
    data: {
      listingId: base.listingId, ownerId: base.ownerId, kind: 'accessory', submittedAt: base.submittedAt.toISOString(),
      pictures: base.pictures, profile: base.profile ?? DEFAULT_PROFILE,
      fields: {
        tagline: 'Study table in great shape', name: 'Wooden study table', price: 4500, condition: 8, usageYear: 2,
        address: base.address, listerName: 'Sara Malik', phone: '021-35551234',
        ...fields,
      },
    },
  };
}
