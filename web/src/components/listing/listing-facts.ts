import type { RoomFeatures } from '@kamra/contracts/commands';
import { withoutIsolates } from '@kamra/contracts/language';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { i18n, optionLabel } from '../../i18n';
import { landmarkHintOf } from '../../lib/landmark-hints';
import type { FeatureItem } from './FeatureList';
import { displayDate, displayPosted } from '../../lib/display';

export interface Fact {
  label: string;
  value: string;
}

/** A text of the listing view in the reader's language (ListingView loads the namespace). */
export const listingText = (key: string, values?: Record<string, unknown>): string => i18n.t(key, { ns: 'listing', ...values });

const yesNo = (value: boolean): string => listingText(value ? 'facts.yes' : 'facts.no');

/** The key facts of a listing, in the order a seeker weighs them. Blank optional fields are left out. */
export function listingFacts(listing: ListingDetail, now: Date): Fact[] {
  const facts: (Fact | null)[] = [];
  const label = (key: string) => listingText(`facts.${key}`);
  const optional = (key: string, value: string | number | undefined): Fact | null =>
    value === undefined || String(value).trim() === '' ? null : { label: label(key), value: String(value) };

  switch (listing.kind) {
    case 'room':
      facts.push(
        { label: label('roomType'), value: optionLabel('roomTypes', listing.type) },
        { label: label('condition'), value: optionLabel('roomConditions', listing.condition) },
        { label: label('furnished'), value: yesNo(listing.furnished) },
        { label: label('kitchen'), value: optionLabel('kitchenOptions', listing.kitchen) },
        { label: label('bathroom'), value: listingText('facts.bathroomValue', { bathroom: optionLabel('bathroomOptions', listing.bathroom), type: optionLabel('bathroomTypes', listing.bathroomType) }) },
        optional('maxRoommates', listing.maxRoommate),
        { label: label('availableFrom'), value: displayDate(listing.availableFrom) },
      );
      break;
    case 'roommate':
      facts.push(
        { label: label('lookingFor'), value: listingText('facts.lookingForValue', { gender: optionLabel('genders', listing.gender), age: listing.age }) },
        { label: label('lister'), value: listingText('facts.listerValue', { occupation: optionLabel('occupations', listing.occupation), age: listing.listerAge }) },
        optional('education', educationText(listing.education)),
        { label: label('furnished'), value: yesNo(listing.furnished) },
        { label: label('availableFrom'), value: displayDate(listing.availableFrom) },
      );
      break;
    case 'accessory':
      facts.push(
        { label: label('product'), value: listing.name },
        { label: label('condition'), value: listingText('facts.conditionValue', { condition: listing.condition }) },
        { label: label('usedFor'), value: listingText('facts.years', { count: listing.usageYear }) },
      );
      break;
  }
  facts.push({ label: label('posted'), value: displayPosted(listing.postedAt, now) });
  return facts.filter((fact): fact is Fact => fact !== null);
}

function educationText(education: Extract<ListingDetail, { kind: 'roommate' }>['education']): string | undefined {
  if (education === undefined) return undefined;
  const title = education.educationTitle === undefined ? undefined : optionLabel('degreeTitles', education.educationTitle);
  const parts = [title, education.major, education.sectorName, education.educationCountry];
  const text = parts.filter((part) => part !== undefined && part.trim() !== '').join(listingText('facts.separator'));
  return text === '' ? undefined : text;
}

/** Everything the place offers, for the icon list: furnishings, utilities, extras, lifestyle. */
export function featureNames(listing: ListingDetail): string[] {
  if (listing.kind === 'accessory') return [];
  const features: RoomFeatures & { preferences?: readonly string[] } = listing.features;
  return [...features.furnished, ...features.features, ...features.secondaryFeatures, ...(features.preferences ?? [])];
}

/** The option groups a feature value may come from, in featureNames' order. */
const FEATURE_GROUPS = ['furnishedItems', 'features', 'secondaryFeatures', 'lifestylePreferences'] as const;

/** A feature value's label, from whichever group holds it. */
export function featureLabel(value: string): string {
  for (const group of FEATURE_GROUPS) {
    const label = optionLabel(group, value);
    if (label !== value) return label;
  }
  return value;
}

/**
 * The landmark the lister named, or null. One of the hints the form offers ('Hospital') reads
 * in the reader's language with its icon; anything else is the lister's own words, kept as
 * written.
 */
export function landmarkOf(listing: ListingDetail): FeatureItem | null {
  if (listing.kind === 'accessory') return null;
  const landmark = listing.landmark?.trim() ?? '';
  if (landmark === '') return null;
  const hint = landmarkHintOf(withoutIsolates(landmark));
  return hint === undefined
    ? { name: landmark, label: landmark, written: true }
    : { name: hint, label: optionLabel('landmarkHints', hint) };
}

/** The message a seeker's text or WhatsApp starts with; they may change it before sending, as plain text. */
export const contactMessage = (tagline: string): string => withoutIsolates(listingText('contact.message', { tagline: tagline.trim() }));
