import { describe, expect, it } from 'vitest';
import { dailyDigestEmail, DIGEST_MAX_LISTINGS, instantAlertEmail, listingDecisionEmail, type AlertListing } from './alert-email.js';

const listing = (n: number): AlertListing => ({
  id: `l${n}`, tagline: `Room <${n}> & balcony`, address: 'G-11/2, Islamabad', amount: 'PKR 24,000 / month',
  pictureUrl: `https://kamra.pk/uploads/room${n}-400.webp`, url: `https://kamra.pk/rooms/l${n}`,
});
const UNSUBSCRIBE = 'https://kamra.pk/unsubscribe?token=abc.def';

describe('alert emails', () => {
  it('an instant alert has text and HTML with the picture, rent and place, and one-click unsubscribe headers', () => {
    const mail = instantAlertEmail('sana@example.pk', { title: 'Rooms in G-11, Islamabad', filters: [] }, listing(1), UNSUBSCRIBE);
    expect(mail).toMatchObject({ channel: 'email', to: 'sana@example.pk', subject: 'New on Kamra: Room <1> & balcony' });
    expect(mail.text).toContain('PKR 24,000 / month');
    expect(mail.text).toContain('G-11/2, Islamabad');
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain('<img src="https://kamra.pk/uploads/room1-400.webp"');
    expect(mail.html).toContain('Room &lt;1&gt; &amp; balcony');
    expect(mail.html).not.toContain('Room <1>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('a digest names at most its bound of listings and links to the rest', () => {
    const many = Array.from({ length: DIGEST_MAX_LISTINGS + 3 }, (_, i) => listing(i));
    const mail = dailyDigestEmail('sana@example.pk', { title: 'Rooms in Lahore', filters: ['up to PKR 30,000'] }, many, 'https://kamra.pk/searchResult?location=Lahore&listed=room', UNSUBSCRIBE);
    expect(mail.subject).toBe('13 new listings for “Rooms in Lahore”');
    expect(mail.html?.match(/<img /g)).toHaveLength(DIGEST_MAX_LISTINGS);
    expect(mail.text).toContain('And 3 more: https://kamra.pk/searchResult?location=Lahore&listed=room');
    expect(mail.text).toContain('13 new listings match your saved search “Rooms in Lahore” (up to PKR 30,000) today.');
  });

  it('names the saved search by its title and its filters, in the words of the saved searches page', () => {
    const search = { title: 'Rooms in Lahore', filters: ['up to PKR 30,000', 'shared bathroom', 'at most 2 roommates'] };
    const mail = instantAlertEmail('sana@example.pk', search, listing(1), UNSUBSCRIBE);
    const intro = 'A new listing matches your saved search “Rooms in Lahore” (up to PKR 30,000 · shared bathroom · at most 2 roommates).';
    expect(mail.text.startsWith(intro)).toBe(true);
    expect(mail.html).toContain(`<p style="font-size:16px">${intro}</p>`);
  });

  it('a decision on a listing goes to its owner in the same layout, with the reason for a refusal, and nothing to unsubscribe from', () => {
    const approved = listingDecisionEmail('lubna@example.pk', 'listing_approved', listing(2), null);
    expect(approved).toMatchObject({ channel: 'email', to: 'lubna@example.pk', subject: 'Your listing is live on Kamra: Room <2> & balcony' });
    expect(approved.html).toContain('<img src="https://kamra.pk/uploads/room2-400.webp"');
    expect(approved.text).toContain('https://kamra.pk/rooms/l2');
    expect(approved.text).not.toContain('Reason');
    // About their own listing, not a subscription: no unsubscribe link or headers.
    expect(approved.headers).toBeUndefined();
    expect(approved.text).not.toContain('Stop these emails');

    const refused = listingDecisionEmail('lubna@example.pk', 'listing_revision_rejected', listing(2), 'Pictures <blurry> & dark');
    expect(refused.subject).toBe('Your changes were not approved: Room <2> & balcony');
    expect(refused.text).toContain('your listing stays as it was');
    expect(refused.text).toContain('Reason: Pictures <blurry> & dark');
    expect(refused.html).toContain('Reason: Pictures &lt;blurry&gt; &amp; dark');
  });
});
