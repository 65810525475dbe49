import { addressInLanguage, withoutIsolates, type Language } from '@kamra/contracts/language';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { i18n } from '../../i18n';
import { amountOf } from '../../lib/display';
import { listingPath } from '../../lib/paths';

/**
 * The listing's one public address in the sharer's language, whichever of its paths is open
 * (the page's canonical URL): shared in Urdu, it opens in Urdu for someone who has not chosen a
 * language, and the messenger's preview is written in Urdu.
 */
export function shareUrl(origin: string, listing: Pick<ListingDetail, 'kind' | 'id'>, language: Language = 'en'): string {
  return origin + addressInLanguage(listingPath(listing.kind, listing.id), language);
}

/**
 * What a shared link says before its preview loads: the tagline, the rent or price, the place.
 * The place is what the public reads: an owner sharing an area-only listing reads all of the
 * address on the page, but the text goes to people the lister has not chosen to tell.
 */
export function shareText(listing: ListingDetail): string {
  // It leaves the page: plain text, without the isolates the page's own Urdu sets values apart with.
  return withoutIsolates(i18n.t('share.text', { ns: 'listings', tagline: listing.tagline, amount: amountOf(listing), place: listing.publicAddress }));
}

/** wa.me without a number opens WhatsApp's own chooser of whom to send the prefilled text to. */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
