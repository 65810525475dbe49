import type { RoomFeatures } from '@kamra/contracts/commands';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { displayDate, displayPosted } from '../../lib/display';

export interface Fact {
  label: string;
  value: string;
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The key facts of a listing, in the order a seeker weighs them. Blank optional fields are left out. */
export function listingFacts(listing: ListingDetail, now: Date): Fact[] {
  const facts: (Fact | null)[] = [];
  const optional = (label: string, value: string | number | undefined): Fact | null =>
    value === undefined || String(value).trim() === '' ? null : { label, value: String(value) };

  switch (listing.kind) {
    case 'room':
      facts.push(
        { label: 'Room type', value: listing.type },
        { label: 'Condition', value: listing.condition },
        { label: 'Furnished', value: yesNo(listing.furnished) },
        { label: 'Kitchen', value: listing.kitchen },
        { label: 'Bathroom', value: `${listing.bathroom}, ${listing.bathroomType}` },
        optional('Max roommates', listing.maxRoommate),
        { label: 'Available from', value: displayDate(listing.availableFrom) },
      );
      break;
    case 'roommate':
      facts.push(
        { label: 'Looking for', value: `${listing.gender}, up to ${listing.age} years` },
        { label: 'Lister', value: `${listing.occupation}, ${listing.listerAge} years` },
        optional('Education', educationText(listing.education)),
        { label: 'Furnished', value: yesNo(listing.furnished) },
        { label: 'Available from', value: displayDate(listing.availableFrom) },
      );
      break;
    case 'accessory':
      facts.push(
        { label: 'Product', value: listing.name },
        { label: 'Condition', value: `${listing.condition} / 10` },
        { label: 'Used for', value: `${listing.usageYear} ${listing.usageYear === 1 ? 'year' : 'years'}` },
      );
      break;
  }
  facts.push({ label: 'Posted', value: displayPosted(listing.postedAt, now) });
  return facts.filter((fact): fact is Fact => fact !== null);
}

function educationText(education: Extract<ListingDetail, { kind: 'roommate' }>['education']): string | undefined {
  if (education === undefined) return undefined;
  const parts = [education.educationTitle, education.major, education.sectorName, education.educationCountry];
  const text = parts.filter((part) => part !== undefined && part.trim() !== '').join(', ');
  return text === '' ? undefined : text;
}

/** Everything the place offers, for the icon list: furnishings, utilities, extras, lifestyle. */
export function featureNames(listing: ListingDetail): string[] {
  if (listing.kind === 'accessory') return [];
  const features: RoomFeatures & { preferences?: readonly string[] } = listing.features;
  return [...features.furnished, ...features.features, ...features.secondaryFeatures, ...(features.preferences ?? [])];
}

/** The landmark the lister named (shown with its icon: mosque, school...), or null. */
export function landmarkOf(listing: ListingDetail): string | null {
  if (listing.kind === 'accessory') return null;
  const landmark = listing.landmark?.trim() ?? '';
  return landmark === '' ? null : landmark;
}

/** The message a seeker's text or WhatsApp starts with; they may change it before sending. */
export const contactMessage = (tagline: string): string =>
  `Hi, I saw your listing "${tagline.trim()}" on Kamra. Is it still available?`;
