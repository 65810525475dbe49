// Test data appended straight to the event log, the way the write side would have written
// it, so the browser tests see real projections without depending on the write routes.
import { randomUUID } from 'node:crypto';
import type { ActorRole } from '@kamra/contracts/options';
import type { AccessoryFields, RoomFields, RoommateFields } from '@kamra/contracts/commands';
import type { ImageRef } from '@kamra/contracts/uploads';
import { blogCommentStream, blogStream, listingStream, reviewStream, userStream, type KamraEvent } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { PictureMaker } from './pictures';

export const LISTER_PHONE = '0300-1234567';
/** How the phone appears in sms:, tel: and wa.me links (contracts internationalDigits). */
export const LISTER_PHONE_DIGITS = '923001234567';

export interface SeededData {
  listerId: string;
  rooms: { id: string; tagline: string; city: string }[];
  roommateId: string;
  accessoryId: string;
  blogIds: string[];
}

interface Actor {
  id: string | null;
  role: ActorRole;
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();

async function append(store: EventStore, stream: string, actor: Actor, events: KamraEvent[], fresh = true) {
  await store.appendToStream(
    stream,
    events.map((event) => ({
      ...event,
      metadata: {
        eventId: randomUUID(), actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(),
        causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
      },
    })),
    { expectedRevision: fresh ? 'no_stream' : 'any' },
  );
}

export async function registerUser(store: EventStore, name: string, email: string): Promise<string> {
  const userId = randomUUID();
  await append(store, userStream(userId), { id: userId, role: 'user' }, [
    { type: 'UserRegistered', data: { userId, name, email, picture: null } },
  ]);
  return userId;
}

const admin: Actor = { id: null, role: 'admin' };

type Submission =
  | { kind: 'room'; fields: RoomFields }
  | { kind: 'roommate'; fields: RoommateFields }
  | { kind: 'accessory'; fields: AccessoryFields };

export async function listApproved(
  store: EventStore,
  ownerId: string,
  submission: Submission,
  pictures: ImageRef[],
  postedDaysAgo: number,
  boostDays = 0,
): Promise<string> {
  const listingId = randomUUID();
  const owner: Actor = { id: ownerId, role: 'user' };
  await append(store, listingStream(listingId), owner, [
    {
      type: 'ListingSubmitted',
      data: {
        listingId, ownerId, pictures, profile: { kind: 'avatar', name: 'avatar-3' },
        submittedAt: daysAgo(postedDaysAgo), ...submission,
      },
    },
  ]);
  await append(store, listingStream(listingId), admin, [{ type: 'ListingApproved', data: { listingId } }], false);
  if (boostDays > 0) {
    await append(store, listingStream(listingId), owner, [
      {
        type: 'ListingBoosted',
        data: {
          listingId, package: 'basic', days: boostDays, amount: 3000, currency: 'PKR',
          until: new Date(Date.now() + boostDays * DAY).toISOString(), sessionId: `cs_test_${randomUUID()}`,
        },
      },
    ], false);
  }
  return listingId;
}

export const roomFields = (tagline: string, address: string, rent: number): RoomFields => ({
  tagline, type: 'House Room', address, landmark: 'Mosque', rent, listerName: 'Ayesha Khan', phone: LISTER_PHONE,
  about: 'Working professional, quiet and tidy.', condition: 'In a good shape', kitchen: 'Shared', bathroom: 'Private',
  bathroomType: 'English', maxRoommate: 2, furnished: true,
  features: { furnished: ['bed', 'chair', 'carpet'], features: ['electricity', 'water supply', 'gas', 'internet'], secondaryFeatures: ['separate entry'] },
  availableFrom: daysAgo(-7).slice(0, 10), description: 'A bright room with a big window, close to the main boulevard.',
});

export async function seedKamra(store: EventStore, uploadDir: string): Promise<SeededData> {
  const pictures = new PictureMaker(uploadDir);
  const listerId = await registerUser(store, 'Ayesha Khan', 'ayesha@example.pk');
  const reviewerId = await registerUser(store, 'Bilal Ahmed', 'bilal@example.pk');

  const roomSpecs = [
    { tagline: 'Sunny room near Liberty Market', address: 'Gulberg III, Lahore', city: 'Lahore', rent: 18000, age: 1, boost: 7 },
    { tagline: 'Furnished hostel room for students', address: 'Johar Town, Lahore', city: 'Lahore', rent: 9000, age: 10, boost: 0 },
    { tagline: 'Quiet room in a family house', address: 'Model Town, Lahore', city: 'Lahore', rent: 15000, age: 2, boost: 0 },
    { tagline: 'Room with attached bath in F-10', address: 'F-10 Markaz, Islamabad', city: 'Islamabad', rent: 25000, age: 5, boost: 0 },
  ];
  const rooms: SeededData['rooms'] = [];
  for (const spec of roomSpecs) {
    const id = await listApproved(
      store, listerId, { kind: 'room', fields: roomFields(spec.tagline, spec.address, spec.rent) },
      await pictures.pictures(spec.city, 3), spec.age, spec.boost,
    );
    rooms.push({ id, tagline: spec.tagline, city: spec.city });
  }

  const roommateId = await listApproved(store, listerId, {
    kind: 'roommate',
    fields: {
      tagline: 'Looking for a female roommate in DHA', address: 'DHA Phase 5, Lahore', rent: 12000,
      listerName: 'Ayesha Khan', phone: LISTER_PHONE, listerAge: 24, about: '', occupation: 'Engineer',
      education: { educationTitle: 'B.Sc', major: 'Computer Science', educationCountry: 'Pakistan' },
      gender: 'Female', age: 30, furnished: true,
      features: { furnished: ['bed', 'sofa'], features: ['internet', 'bills'], secondaryFeatures: [], preferences: ['Non Smoker', 'Early Bird'] },
      availableFrom: daysAgo(-3).slice(0, 10),
    },
  }, await pictures.pictures('Roommate', 3), 1);

  const accessoryId = await listApproved(store, listerId, {
    kind: 'accessory',
    fields: {
      tagline: 'Study table in great condition', name: 'Study table', price: 4500, condition: 8, usageYear: 2,
      address: 'Gulberg III, Lahore', description: 'Solid wood, two drawers.', listerName: 'Ayesha Khan', phone: LISTER_PHONE,
    },
  }, await pictures.pictures('Table', 3), 4);

  for (const comment of ['Found a great room in Lahore within a week!', 'Kamra made finding a roommate so easy.']) {
    const reviewId = randomUUID();
    await append(store, reviewStream(reviewId), { id: reviewerId, role: 'user' }, [
      { type: 'ReviewPosted', data: { reviewId, userId: reviewerId, comment } },
    ]);
  }

  const blogIds: string[] = [];
  for (const [index, title] of ['How to choose a roommate', 'Renting your first room in Islamabad'].entries()) {
    const blogId = randomUUID();
    await append(store, blogStream(blogId), admin, [
      {
        type: 'BlogPublished',
        data: {
          blogId, title, description: `Practical advice: ${title.toLowerCase()}.`, category: 'Room & Rental Insights',
          content: `<p>${title} takes some planning.</p><h2>Start early</h2><p>Visit at least three places.</p>`,
          pictures: [await pictures.picture(`Blog ${index + 1}`)],
        },
      },
    ]);
    blogIds.push(blogId);
  }
  return { listerId, rooms, roommateId, accessoryId, blogIds };
}

/**
 * Many boosted listings of every kind, as a busy marketplace has: the Boosted sliders then hold
 * more cards than any window is wide, which is when a slider that does not clip its track
 * makes the whole page scroll sideways.
 */
export async function seedBoostedListings(store: EventStore, uploadDir: string, perKind: number): Promise<void> {
  const pictures = new PictureMaker(uploadDir);
  const ownerId = await registerUser(store, 'Faisal Qureshi', 'faisal@example.pk');
  const shared = await pictures.pictures('Boosted', 3);
  for (let index = 1; index <= perKind; index++) {
    await listApproved(store, ownerId, { kind: 'room', fields: roomFields(`Boosted room ${index}`, 'Cantt, Lahore', 10000 + index * 500) }, shared, 1, 5);
    await listApproved(store, ownerId, {
      kind: 'roommate',
      fields: {
        tagline: `Boosted roommate ad ${index}`, address: 'Saddar, Karachi', rent: 9000, listerName: 'Faisal Qureshi', phone: LISTER_PHONE,
        listerAge: 29, occupation: 'Manager', gender: 'Male', age: 35, furnished: false,
        features: { furnished: [], features: ['internet'], secondaryFeatures: [], preferences: [] }, availableFrom: daysAgo(-10).slice(0, 10),
      },
    }, shared, 1, 5);
    await listApproved(store, ownerId, {
      kind: 'accessory',
      fields: {
        tagline: `Boosted sofa ${index}`, name: 'Sofa', price: 15000, condition: 7, usageYear: 3, address: 'Saddar, Karachi',
        listerName: 'Faisal Qureshi', phone: LISTER_PHONE,
      },
    }, shared, 1, 5);
  }
}

/** `count` blogs without pictures, as the blog route records them, titled 'Seeded blog 1' to 'Seeded blog {count}' (the last the newest). */
export async function seedBlogs(store: EventStore, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const blogId = randomUUID();
    await append(store, blogStream(blogId), admin, [{
      type: 'BlogPublished',
      data: {
        blogId, title: `Seeded blog ${i}`, description: `Tips for tenants, part ${i}.`, category: 'Room & Rental Insights',
        content: `<p>Part ${i}.</p>`, pictures: [],
      },
    }]);
  }
}

/** `count` comments by one reader on a blog, each on its own stream as the comment route writes them. */
export async function seedBlogComments(store: EventStore, blogId: string, count: number): Promise<void> {
  const userId = await registerUser(store, 'Hina Qureshi', `hina-${randomUUID()}@example.pk`);
  for (let i = 1; i <= count; i++) {
    const commentId = randomUUID();
    await append(store, blogCommentStream(commentId), { id: userId, role: 'user' }, [
      { type: 'BlogCommentAdded', data: { blogId, commentId, userId, comment: `Seeded comment ${i}` } },
    ]);
  }
}

/** A report on a listing, as the write side records one (without the route's limits, for many at once). */
export async function reportListing(store: EventStore, listingId: string, reporterId: string): Promise<void> {
  await append(store, listingStream(listingId), { id: reporterId, role: 'user' }, [
    { type: 'ListingReported', data: { listingId, reporterId, reason: 'scam', details: null, reportedAt: new Date().toISOString() } },
  ], false);
}
