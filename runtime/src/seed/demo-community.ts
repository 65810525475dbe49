/** Reviews and blogs for the demo site, so its community pages are not empty either. */
import type { BlogCategory } from '@kamra/contracts/options';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { BlogEvent, ReviewEvent } from '@kamra/contracts/events';

export const DEMO_REVIEWS: readonly string[] = [
  'Found a room near my office in Gulberg within two days. The lister answered on WhatsApp at once.',
  'Sold my old study table in a weekend. Simple and honest buyers.',
  'Met a roommate who keeps the same hours as me. Kamra made it easy to ask the right questions.',
  'The pictures matched the room exactly, which is rare. Moved in last week.',
  'I like that every ad is checked before it goes up: no fake numbers this time.',
  'Boosted my listing for a week and had five calls the first day.',
];

const BLOGS: readonly { title: string; description: string; category: BlogCategory; content: string }[] = [
  {
    title: 'Renting a room in Lahore: what to check before you pay',
    description: 'Water, gas, the landlord\'s CNIC and the advance: a short list for first-time renters.',
    category: 'Room & Rental Insights',
    content: '<p>Before you pay an advance, <strong>visit at the hour you will come home</strong>: the street, the light and the noise are different at night.</p><ul><li>Ask how many hours the water runs and whether the gas is piped or cylinder.</li><li>See the owner\'s CNIC and keep a copy of the agreement.</li><li>Agree in writing who pays the electricity bill.</li></ul>',
  },
  {
    title: 'Living with a roommate: five conversations to have early',
    description: 'Guests, cooking, cleaning, bills and quiet hours: settle them in the first week.',
    category: 'Informational',
    content: '<p>Most roommate trouble starts with something nobody said out loud. In the first week, talk about <em>guests</em>, <em>cooking</em>, <em>cleaning</em>, <em>bills</em> and <em>quiet hours</em>.</p><p>Write what you agree on a sheet on the fridge: it settles arguments before they start.</p>',
  },
  {
    title: 'Selling pre-loved furniture: pictures that sell',
    description: 'Daylight, a clean background and the whole piece in the first picture.',
    category: 'Room & Rental Insights',
    content: '<p>Take the first picture in daylight, with the whole piece in view. Then show the details a buyer will ask about: drawers, joints, marks.</p><p>Say how many years you used it; honest ads sell faster.</p>',
  },
];

export function demoReview(reviewId: string, userId: string, comment: string): ReviewEvent {
  return { type: 'ReviewPosted', data: { reviewId, userId, comment } };
}

/** The demo's blogs, each with two of the demo pictures (the first is its cover). */
export function demoBlogs(ids: readonly string[], pictures: readonly ImageRef[]): BlogEvent[] {
  return BLOGS.flatMap((blog, index) => {
    const blogId = ids[index];
    if (blogId === undefined) return [];
    const cover = pictures[index % pictures.length];
    const second = pictures[(index + 1) % pictures.length];
    const shown = [cover, second].filter((picture): picture is ImageRef => picture !== undefined);
    return [{ type: 'BlogPublished', data: { blogId, ...blog, pictures: shown } }];
  });
}

export const DEMO_BLOG_COUNT = BLOGS.length;
