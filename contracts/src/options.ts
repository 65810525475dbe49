/**
 * The option lists of product-spec.md section 3. The strings are stored in events as they
 * appear here, so they are never renamed in place (a rename is an upcast; see events/parse-event.ts).
 */

export const LISTING_KINDS = ['room', 'roommate', 'accessory'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** 'Appartment' is the spec's spelling and the stored value; the web may show 'Apartment'. */
export const ROOM_TYPES = ['Hostel Room', 'House Room', 'Appartment Room'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const FURNISHED_ITEMS = ['bed', 'fridge', 'chair', 'carpet', 'sofa'] as const;
export type FurnishedItem = (typeof FURNISHED_ITEMS)[number];

export const FEATURES = ['electricity', 'water supply', 'gas', 'security', 'internet', 'bills'] as const;
export type Feature = (typeof FEATURES)[number];

export const SECONDARY_FEATURES = ['elevator', 'separate entry', 'maintenance'] as const;
export type SecondaryFeature = (typeof SECONDARY_FEATURES)[number];

export const ROOM_CONDITIONS = ['Brand new', 'In a good shape', 'Need minor updates', 'Major work required'] as const;
export type RoomCondition = (typeof ROOM_CONDITIONS)[number];

export const KITCHEN_OPTIONS = ['Shared', 'Private', 'No Kitchen'] as const;
export type KitchenOption = (typeof KITCHEN_OPTIONS)[number];

export const BATHROOM_OPTIONS = ['Shared', 'Private'] as const;
export type BathroomOption = (typeof BATHROOM_OPTIONS)[number];

export const BATHROOM_TYPES = ['English', 'Indian', 'Both'] as const;
export type BathroomType = (typeof BATHROOM_TYPES)[number];

export const OCCUPATIONS = [
  'student', 'Engineer', 'Medical Person', 'Aviation', 'Analyst',
  'Accountant', 'Manager', 'Teacher', 'Lawyer', 'Other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const DEGREE_TITLES = [
  'Associate', 'B.A', 'B.Sc', 'M.A', 'M.Sc', 'M.B.A', 'JD', 'MD',
  'PH.D', 'B.Arch', 'BM', 'BFA', 'MFA', 'Certificate', 'LLB', 'Other',
] as const;
export type DegreeTitle = (typeof DEGREE_TITLES)[number];

export const LIFESTYLE_PREFERENCES = ['Non Smoker', 'Night Owl', 'Early Bird', 'No get together', 'No pets allowed'] as const;
export type LifestylePreference = (typeof LIFESTYLE_PREFERENCES)[number];

/** The spec also spells 'Non-Smoker'; both mean the canonical 'Non Smoker'. */
export function normaliseLifestylePreference(value: string): string {
  return value === 'Non-Smoker' ? 'Non Smoker' : value;
}

export const BLOG_CATEGORIES = [
  'Informational', 'Sports', 'Fashion', 'Skin Care', 'Room & Rental Insights', 'Headlines', 'Health Tips',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BUILT_IN_AVATARS = [
  'avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5',
  'avatar-6', 'avatar-7', 'avatar-8', 'avatar-9', 'avatar-10',
] as const;
export type BuiltInAvatar = (typeof BUILT_IN_AVATARS)[number];

export function isBuiltInAvatar(value: string): value is BuiltInAvatar {
  return (BUILT_IN_AVATARS as readonly string[]).includes(value);
}

/** Who did something, as recorded in event metadata (matches the event store port). */
export const ACTOR_ROLES = ['anonymous', 'user', 'admin', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The home page's famous-city tiles, in the spec's order; `city` is the lowercase search value. */
export const FAMOUS_CITIES = [
  { name: 'Mansehra', city: 'mansehra' },
  { name: 'Abbottabad', city: 'abbottabad' },
  { name: 'Rawalpindi', city: 'rawalpindi' },
  { name: 'Islamabad', city: 'islamabad' },
  { name: 'Peshawar', city: 'peshawar' },
  { name: 'Faisalabad', city: 'faisalabad' },
  { name: 'Quetta', city: 'quetta' },
  { name: 'Multan', city: 'multan' },
  { name: 'Lahore', city: 'lahore' },
  { name: 'Karachi', city: 'karachi' },
] as const;

export type FamousCity = (typeof FAMOUS_CITIES)[number];

/** Beyond the spec: why a visitor reports a listing. */
export const REPORT_REASONS = ['scam', 'already-taken', 'wrong-information', 'offensive', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the Report button and the admins' reports list show for each reason. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  scam: 'Scam or fraud',
  'already-taken': 'Already rented or sold',
  'wrong-information': 'Wrong information',
  offensive: 'Offensive',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** Beyond the spec: how an owner closes a listing, by its kind (rooms are rented, items sold). */
export const CLOSE_OUTCOMES = ['rented', 'sold'] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

/** Rooms and roommate ads are rented; accessories are sold. */
export function closeOutcomeOf(kind: ListingKind): CloseOutcome {
  return kind === 'accessory' ? 'sold' : 'rented';
}

/**
 * What the public sees of a listing's address: all of it, or only its area (the gazetteer's area
 * and city). The full address stays with the lister, the admins, and whoever the lister gives it to.
 */
export const ADDRESS_SHOWN = ['area', 'full'] as const;
export type AddressShown = (typeof ADDRESS_SHOWN)[number];

const famousByName = new Map<string, FamousCity>(FAMOUS_CITIES.map((city) => [city.name.toLowerCase(), city]));

/** The famous city a place typed or linked by its name is ('lahore', ' Lahore '), or undefined. */
export function famousCityNamed(place: string): FamousCity | undefined {
  return famousByName.get(place.trim().toLowerCase());
}

/**
 * A city's name as a reader sees it: its famous-city label in the reader's language (`labels`,
 * the options texts' famousCities), looked up by the search value ('lahore') or by the name
 * ('Lahore'), else the name as the server or the gazetteer spell it. The app and the server's
 * first views both word cities by this.
 */
export function famousCityLabel(labels: Readonly<Record<string, unknown>> | undefined, city: string, name: string): string {
  const byCode = labels?.[city];
  if (typeof byCode === 'string') return byCode;
  const byName = labels?.[name];
  return typeof byName === 'string' ? byName : name;
}

/**
 * A gazetteer area's name as a reader sees it: its Urdu name (the server gives it beside the
 * English one) for an Urdu reader, else the English. The app and the server's first views both
 * word areas by this.
 */
export function areaLabel(language: string, name: string, urduName: string | null): string {
  return language === 'ur' ? (urduName ?? name) : name;
}
