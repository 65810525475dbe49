/**
 * The alert emails, built as data (no I/O): each has a text and an HTML part, every listing's
 * picture, rent and place, and a one-click unsubscribe (a link in the mail and the
 * List-Unsubscribe headers a mail client turns into a button).
 */
import type { OutgoingMessage } from '../messaging/outgoing-message.js';

export interface AlertListing {
  id: string;
  tagline: string;
  address: string;
  /** "PKR 24,000 / month" or "PKR 3,500". */
  amount: string;
  /** Absolute addresses: a mail client has no page to resolve them against. */
  pictureUrl: string | null;
  url: string;
}

/** A digest names at most this many listings; the rest are a link away. */
export const DIGEST_MAX_LISTINGS = 10;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function listingHtml(listing: AlertListing): string {
  const picture = listing.pictureUrl === null ? '' : `<a href="${escapeHtml(listing.url)}"><img src="${escapeHtml(listing.pictureUrl)}" alt="" width="280" style="display:block;width:100%;max-width:280px;border-radius:8px"></a>`;
  return `<tr><td style="padding:12px 0;border-bottom:1px solid #e3ebe9">${picture}`
    + `<p style="margin:8px 0 0;font-size:16px;font-weight:700"><a href="${escapeHtml(listing.url)}" style="color:#0b6e5f">${escapeHtml(listing.tagline)}</a></p>`
    + `<p style="margin:4px 0 0;color:#44524f">${escapeHtml(listing.address)}</p>`
    + `<p style="margin:4px 0 0;font-weight:700">${escapeHtml(listing.amount)}</p></td></tr>`;
}

const listingText = (listing: AlertListing): string => `${listing.tagline}\n${listing.address}\n${listing.amount}\n${listing.url}`;

/**
 * The one layout of Kamra's emails about listings. `unsubscribeUrl` is null for a mail about the
 * person's own listing: it is not a subscription, so there is nothing to stop.
 */
function message(to: string, subject: string, intro: string, listings: readonly AlertListing[], more: { count: number; url: string } | null, unsubscribeUrl: string | null, note: string | null = null): OutgoingMessage {
  const moreText = more === null ? '' : `\n\nAnd ${more.count} more: ${more.url}`;
  const moreHtml = more === null ? '' : `<p><a href="${escapeHtml(more.url)}">And ${more.count} more</a></p>`;
  const noteText = note === null ? '' : `\n\n${note}`;
  const noteHtml = note === null ? '' : `<p style="font-size:16px;white-space:pre-line">${escapeHtml(note)}</p>`;
  const footText = unsubscribeUrl === null ? '' : `\n\n--\nStop these emails: ${unsubscribeUrl}`;
  const footHtml = unsubscribeUrl === null ? ''
    : `<p style="margin-top:24px;font-size:13px;color:#5b6b68"><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a> with one click, no sign-in needed.</p>`;
  return {
    channel: 'email',
    to,
    subject,
    text: `${intro}${noteText}\n\n${listings.map(listingText).join('\n\n')}${moreText}${footText}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#10201d;max-width:560px;margin:0 auto;padding:16px">`
      + `<p style="font-size:16px">${escapeHtml(intro)}</p>${noteHtml}<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${listings.map(listingHtml).join('')}</table>${moreHtml}`
      + `${footHtml}</body></html>`,
    ...(unsubscribeUrl === null ? {} : {
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

/** A saved search as its mails name it: its title and its filters' words (savedSearchFilterWords), as the saved searches page shows them. */
export interface MailedSearch {
  title: string;
  filters: readonly string[];
}

/** “Rooms in Lahore” (up to PKR 30,000 · shared bathroom): the filters too, or the mail names a wider search than the one saved. */
const searchWords = (search: MailedSearch): string =>
  `“${search.title}”${search.filters.length === 0 ? '' : ` (${search.filters.join(' · ')})`}`;

/** The instant alert: one new listing for one saved search. */
export function instantAlertEmail(to: string, search: MailedSearch, listing: AlertListing, unsubscribeUrl: string): OutgoingMessage {
  return message(to, `New on Kamra: ${listing.tagline}`, `A new listing matches your saved search ${searchWords(search)}.`, [listing], null, unsubscribeUrl);
}

/** The daily digest of one saved search: the newest listings, at most DIGEST_MAX_LISTINGS. */
export function dailyDigestEmail(to: string, search: MailedSearch, listings: readonly AlertListing[], moreUrl: string, unsubscribeUrl: string): OutgoingMessage {
  const shown = listings.slice(0, DIGEST_MAX_LISTINGS);
  const rest = listings.length - shown.length;
  const count = listings.length === 1 ? '1 new listing matches' : `${listings.length} new listings match`;
  return message(to, `${count.replace(/ match(es)?$/, '')} for “${search.title}”`, `${count} your saved search ${searchWords(search)} today.`, shown,
    rest > 0 ? { count: rest, url: moreUrl } : null, unsubscribeUrl);
}

export type ListingDecision = 'listing_approved' | 'listing_rejected' | 'listing_revision_approved' | 'listing_revision_rejected';

const DECISION_MAIL: Record<ListingDecision, { subject: string; intro: string }> = {
  listing_approved: { subject: 'Your listing is live on Kamra', intro: 'Good news: your listing was approved and everyone can see it now.' },
  listing_rejected: { subject: 'Your listing was not approved', intro: 'An admin did not approve your listing, so it is not public.' },
  listing_revision_approved: { subject: 'Your changes are live on Kamra', intro: 'Your changes to your listing were approved and everyone sees them now.' },
  listing_revision_rejected: { subject: 'Your changes were not approved', intro: 'An admin did not approve your changes; your listing stays as it was.' },
};

/** To a listing's owner: what an admin decided, with their reason for a refusal. */
export function listingDecisionEmail(to: string, decision: ListingDecision, listing: AlertListing, reason: string | null): OutgoingMessage {
  const { subject, intro } = DECISION_MAIL[decision];
  return message(to, `${subject}: ${listing.tagline}`, intro, [listing], null, null, reason === null ? null : `Reason: ${reason}`);
}
