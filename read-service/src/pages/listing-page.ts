import { addressInLanguage, formatRupees, type Language } from '@kamra/contracts/language';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { pageTitle } from '@kamra/contracts/rules';
import { GALLERY_SIZES, pictureSrcSet } from '@kamra/contracts/uploads';
import { routePaths } from '@kamra/contracts/web-paths';
import { clip, escapeHtml } from './html.js';
import type { HeadImage, PageHead } from './page-head.js';
import { SHARE_VARIANTS, shareHash, type ShareContent, type ShareVariant } from './share-picture.js';

const KIND_PHRASE = { room: 'Room for rent', roommate: 'Roommate wanted', accessory: 'For sale' } as const;
/** The same in Urdu, for a page asked in Urdu (a link an Urdu reader shared carries ?lang=ur). */
const KIND_PHRASE_UR = { room: 'کرایے کے لیے کمرہ', roommate: 'روم میٹ کی تلاش', accessory: 'برائے فروخت' } as const;


const titleCase = (value: string): string => value.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** The one address of a listing's page, whichever of its paths was asked. */
export function canonicalPathOf(listing: Pick<ListingDetail, 'kind' | 'id'>): string {
  return routePaths.listing[listing.kind].replace(':id', encodeURIComponent(listing.id));
}

/** Where the listing is, as its public page shows it (the DTO's address and city, nothing more). */
export function placeOf(listing: ListingDetail): string {
  const city = listing.city ? titleCase(listing.city) : null;
  return city && !listing.address.toLowerCase().includes(city.toLowerCase()) ? `${listing.address}, ${city}` : listing.address;
}

/** The place in a few words for the picture: its last two parts (area and city) at most. */
function shortPlace(listing: ListingDetail): string {
  return clip(placeOf(listing).split(',').map((part) => part.trim()).filter(Boolean).slice(-2).join(', '), 40);
}

export function amountOf(listing: ListingDetail): string {
  const rupees = (amount: number) => formatRupees(amount, 'en');
  return listing.kind === 'accessory' ? rupees(listing.price) : `${rupees(listing.rent)} / month`;
}

export function shareContentOf(listing: ListingDetail): ShareContent {
  const cover = listing.pictures[0]?.url ?? null;
  return { cover: cover && cover.slice(cover.lastIndexOf('/') + 1), amount: amountOf(listing), area: shortPlace(listing), kind: listing.kind };
}

export function sharePicturePath(listing: Pick<ListingDetail, 'id'>, hash: string, variant: ShareVariant): string {
  return `/share/listings/${encodeURIComponent(listing.id)}/${hash}-${variant}.jpg`;
}

function featuresOf(listing: ListingDetail): string[] {
  switch (listing.kind) {
    case 'room':
      return [listing.type, listing.furnished ? 'Furnished' : 'Unfurnished', ...listing.features.features, ...listing.features.secondaryFeatures, ...listing.features.furnished];
    case 'roommate':
      return [listing.furnished ? 'Furnished' : 'Unfurnished', ...listing.features.features, ...listing.features.secondaryFeatures, ...listing.features.preferences];
    case 'accessory':
      return [listing.name, `Condition ${listing.condition}/10`, `Used for ${listing.usageYear} ${listing.usageYear === 1 ? 'year' : 'years'}`];
  }
}

function bodyOf(listing: ListingDetail): string {
  switch (listing.kind) {
    case 'room':
      return [listing.description, listing.about].filter(Boolean).join('\n\n');
    case 'roommate':
      return listing.about ?? '';
    case 'accessory':
      return listing.description ?? '';
  }
}

export function descriptionOf(listing: ListingDetail, language: Language = 'en'): string {
  if (language === 'ur') {
    const phrase = listing.kind === 'accessory' ? `${KIND_PHRASE_UR.accessory}: ${listing.name}` : KIND_PHRASE_UR[listing.kind];
    const amount = listing.kind === 'accessory' ? formatRupees(listing.price, 'ur') : `${formatRupees(listing.rent, 'ur')} ماہانہ`;
    return clip(`${phrase}، ${placeOf(listing)} میں، ${amount}۔ ${listing.tagline}`, 200);
  }
  const phrase = listing.kind === 'accessory' ? `${KIND_PHRASE.accessory}: ${listing.name}` : KIND_PHRASE[listing.kind];
  const amount = listing.kind === 'accessory' ? formatRupees(listing.price, 'en') : `${formatRupees(listing.rent, 'en')} a month`;
  return clip(`${phrase} in ${placeOf(listing)}, ${amount}. ${listing.tagline}`, 200);
}

function jsonLdOf(listing: ListingDetail, url: string, images: string[]): unknown {
  const description = clip(bodyOf(listing) || descriptionOf(listing), 1000);
  const address = { '@type': 'PostalAddress', streetAddress: listing.address, ...(listing.city ? { addressLocality: titleCase(listing.city) } : {}), addressCountry: 'PK' };
  if (listing.kind === 'accessory') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.tagline,
      description,
      url,
      image: images,
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Condition', value: `${listing.condition}/10` }],
      offers: {
        '@type': 'Offer', url, price: listing.price, priceCurrency: 'PKR',
        itemCondition: 'https://schema.org/UsedCondition', availability: 'https://schema.org/InStock', availableAtOrFrom: { '@type': 'Place', address },
      },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: listing.tagline,
    description,
    url,
    image: images,
    price: listing.rent,
    priceCurrency: 'PKR',
    priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.rent, priceCurrency: 'PKR', unitCode: 'MON', unitText: 'month' },
    availability: 'https://schema.org/InStock',
    availabilityStarts: listing.availableFrom,
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    itemOffered: {
      '@type': listing.kind === 'room' ? 'Room' : 'Accommodation',
      name: listing.tagline,
      address,
      amenityFeature: featuresOf(listing).map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    },
  };
}

/**
 * The head of a public listing's page in `language`: title, description, canonical, Open Graph,
 * Twitter card and JSON-LD, and the address of the page in each language. Each language's page
 * is its own canonical (the Urdu one carries ?lang=ur), as search engines index one per language.
 */
export function listingHead(listing: ListingDetail, origin: string, language: Language = 'en'): PageHead {
  const path = canonicalPathOf(listing);
  const url = origin + addressInLanguage(path, language);
  const hash = shareHash(shareContentOf(listing));
  const alt = `${listing.tagline}: ${amountOf(listing)}, ${shortPlace(listing)}`;
  const images: HeadImage[] = (['wide', 'square'] as const).map((variant) => ({
    url: origin + sharePicturePath(listing, hash, variant), ...SHARE_VARIANTS[variant], alt,
  }));
  const photos = listing.pictures.map((picture) => origin + picture.url);
  return {
    title: pageTitle(listing.tagline),
    description: descriptionOf(listing, language),
    canonical: url,
    language,
    alternates: { en: origin + addressInLanguage(path, 'en'), ur: origin + addressInLanguage(path, 'ur') },
    og: { type: 'website', images },
    jsonLd: jsonLdOf(listing, url, photos.length > 0 ? photos : [images[0]?.url ?? '']),
  };
}

/** The sizes the app's gallery offers for the picture, so a browser fetches one file for both. */
function coverSources(cover: ListingDetail['pictures'][number]): string {
  const srcset = pictureSrcSet(cover);
  return srcset === undefined ? '' : ` srcset="${escapeHtml(srcset)}" sizes="${GALLERY_SIZES}"`;
}

/**
 * The listing as plain HTML inside the app's root element: tagline, rent or price, place,
 * features and description, for crawlers that run no JavaScript. The app's first render
 * replaces it, so it needs no hydration and cannot disagree with the app's own markup.
 */
export function listingSummary(listing: ListingDetail): string {
  const cover = listing.pictures[0];
  return [
    '<article class="container section prerendered">',
    `<h1>${escapeHtml(listing.tagline)}</h1>`,
    `<p><strong>${escapeHtml(amountOf(listing))}</strong> · ${escapeHtml(placeOf(listing))}</p>`,
    cover ? `<img src="${escapeHtml(cover.url)}"${coverSources(cover)} width="${cover.width}" height="${cover.height}" alt="${escapeHtml(listing.tagline)}" style="max-width:100%;height:auto" />` : '',
    listingWords(listing),
    '</article>',
  ].join('');
}

/** The summary's features and description, below the fold of the page's first view. */
export function listingWords(listing: ListingDetail): string {
  const features = featuresOf(listing).map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  const body = clip(bodyOf(listing), 5000);
  return (features ? `<ul>${features}</ul>` : '') + (body ? `<p>${escapeHtml(body)}</p>` : '');
}
