import {
  FAMOUS_CITIES, FEATURES, FURNISHED_ITEMS, GENDERS, LIFESTYLE_PREFERENCES, OCCUPATIONS, ROOM_CONDITIONS,
  ROOM_TYPES, BUILT_IN_AVATARS, SECONDARY_FEATURES,
} from '@kamra/contracts/options';
import { BOOST_PACKAGE_IDS } from '@kamra/contracts/boost';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { GAZETTEER_AREAS, GAZETTEER_CITIES } from '@kamra/read-model/places';
import { ABOUTS, ACCESSORIES, ROOMMATE_TAGLINES, ROOM_TAGLINES } from './demo-people.js';
import { boosted, type EventActor } from './listing-events.js';
import { accessorySubmission, roommateSubmission, roomSubmission, type SubmissionBase } from '@kamra/contracts/testing';
import type { SeededRandom } from './seeded-random.js';

const DAY = 86_400_000;

export interface DemoUser {
  id: string;
  name: string;
}

/** One listing's events, each with who did it and when. */
export type DemoStep = { event: ListingEvent | ListingSubmitted; actor: EventActor; at: Date };

function cityName(id: string): string {
  return GAZETTEER_CITIES.find((city) => city.id === id)?.name ?? id;
}

/** Mostly the ten famous cities, then any other city of the gazetteer. */
function demoAddress(random: SeededRandom): string {
  const city = random.chance(0.85) ? random.pick(FAMOUS_CITIES).city : random.pick(GAZETTEER_CITIES).id;
  const areas = GAZETTEER_AREAS.filter((area) => area.city === city);
  const house = `${random.pick(['House', 'Flat', 'Plot', 'Apartment'])} ${random.int(1, 250)}`;
  const street = `Street ${random.int(1, 40)}`;
  return areas.length > 0 && random.chance(0.9)
    ? `${house}, ${street}, ${random.pick(areas).name}, ${cityName(city)}`
    : `${house}, ${street}, ${cityName(city)}`;
}

function phone(random: SeededRandom): string {
  return `03${random.int(0, 4)}${random.int(0, 9)}-${random.int(1_000_000, 9_999_999)}`;
}

function nic(random: SeededRandom): string {
  return `${random.int(10000, 99999)}${random.int(1_000_000, 9_999_999)}${random.int(1, 9)}`;
}

/**
 * The lister's few words, or none: a form sent without them has no `about` at all (the submit
 * schema drops an empty one), and the demo's content must be content the app could have made.
 */
function about(random: SeededRandom): { about?: string } {
  return random.chance(0.75) ? { about: random.pick(ABOUTS) } : {};
}

/** Furniture as the wizard lets a lister give it: only in a furnished home, and at least one piece there. */
function furniture(random: SeededRandom, furnished: boolean, share: number): (typeof FURNISHED_ITEMS)[number][] {
  if (!furnished) return [];
  const items = random.some(FURNISHED_ITEMS, share);
  return items.length > 0 ? items : [random.pick(FURNISHED_ITEMS)];
}

function submission(random: SeededRandom, base: SubmissionBase, lister: DemoUser): ListingSubmitted {
  const listerName = lister.name;
  const kind = random.pick(['room', 'room', 'room', 'roommate', 'roommate', 'accessory'] as const);
  const availableFrom = new Date(base.submittedAt.getTime() + random.int(0, 30) * DAY).toISOString().slice(0, 10);
  if (kind === 'room') {
    const furnished = random.chance(0.6);
    return roomSubmission(base, {
      tagline: random.pick(ROOM_TAGLINES), type: random.pick(ROOM_TYPES), rent: random.int(8, 90) * 1000, listerName,
      phone: phone(random), ...about(random), condition: random.pick(ROOM_CONDITIONS),
      kitchen: random.pick(['Shared', 'Private', 'No Kitchen'] as const), bathroom: random.pick(['Shared', 'Private'] as const),
      bathroomType: random.pick(['English', 'Indian', 'Both'] as const), maxRoommate: random.int(1, 6), furnished,
      features: { furnished: furniture(random, furnished, 0.5), features: random.some(FEATURES, 0.6), secondaryFeatures: random.some(SECONDARY_FEATURES, 0.3) },
      availableFrom, nicNumber: nic(random), landmark: random.pick(['Hospital', 'Mosque', 'School', 'Restaurant']),
    });
  }
  if (kind === 'roommate') {
    const furnished = random.chance(0.5);
    return roommateSubmission(base, {
      tagline: random.pick(ROOMMATE_TAGLINES), rent: random.int(5, 40) * 1000, listerName, phone: phone(random),
      listerAge: random.int(19, 45), ...about(random), occupation: random.pick(OCCUPATIONS), gender: random.pick(GENDERS),
      age: random.int(22, 50), furnished,
      features: {
        furnished: furniture(random, furnished, 0.4), features: random.some(FEATURES, 0.5),
        secondaryFeatures: random.some(SECONDARY_FEATURES, 0.2), preferences: random.some(LIFESTYLE_PREFERENCES, 0.35),
      },
      availableFrom, nicNumber: nic(random),
    });
  }
  const item = random.pick(ACCESSORIES);
  return accessorySubmission(base, {
    tagline: item.tagline, name: item.name, price: random.int(item.price[0] / 100, item.price[1] / 100) * 100,
    condition: random.int(4, 10), usageYear: random.int(1, 6), listerName, phone: phone(random),
  });
}

/**
 * A listing's whole life: submitted, then (usually) reviewed; some approved ones are boosted
 * (a few boosts already over) and some are deleted later by their owner or an admin.
 */
export function demoListing(random: SeededRandom, listingId: string, lister: DemoUser, admin: EventActor, pictures: readonly ImageRef[], now: Date): DemoStep[] {
  const submittedAt = new Date(now.getTime() - random.next() * 60 * DAY);
  const count = random.int(3, 5);
  const start = random.int(0, pictures.length - 1);
  const base: SubmissionBase = {
    listingId, ownerId: lister.id, submittedAt, address: demoAddress(random),
    pictures: Array.from({ length: count }, (_, n) => pictures[(start + n) % pictures.length]).filter((p): p is ImageRef => p !== undefined),
    profile: { kind: 'avatar', name: random.pick(BUILT_IN_AVATARS) },
  };
  const owner: EventActor = { id: lister.id, role: 'user' };
  const steps: DemoStep[] = [{ event: submission(random, base, lister), actor: owner, at: submittedAt }];
  const reviewedAt = new Date(Math.min(now.getTime(), submittedAt.getTime() + random.int(1, 48) * 3_600_000));
  const fate = random.next();
  if (fate < 0.14) return steps;
  if (fate < 0.24) {
    const reason = random.pick(['Pictures do not show the room.', 'Rent looks wrong, please check it.', 'Phone number is not valid.']);
    return [...steps, { event: { type: 'ListingRejected', data: { listingId, reason } }, actor: admin, at: reviewedAt }];
  }
  steps.push({ event: { type: 'ListingApproved', data: { listingId } }, actor: admin, at: reviewedAt });
  if (random.chance(0.12)) {
    const boostedAt = new Date(reviewedAt.getTime() + random.next() * Math.max(0, now.getTime() - reviewedAt.getTime()));
    steps.push({ event: boosted(listingId, random.pick(BOOST_PACKAGE_IDS), boostedAt), actor: owner, at: boostedAt });
  }
  if (random.chance(0.06)) {
    const byAdmin = random.chance(0.3);
    steps.push({ event: { type: 'ListingDeleted', data: { listingId, by: byAdmin ? 'admin' : 'owner' } }, actor: byAdmin ? admin : owner, at: now });
  }
  return steps;
}
