import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { notificationText } from './notification-text';

describe('a notification in the reader\'s language', () => {
  const rented = { type: 'favourite_closed', listingKind: 'room' as const, text: 'A listing you saved was rented: Sunny room, G-11, PKR 25,000 / month' };

  it('is the server\'s own text in English', () => {
    expect(notificationText(rented, 'en')).toBe(rented.text);
  });

  it('is told from its type in Urdu: a room rented, an item sold, a search matched', async () => {
    await i18n.loadLanguages('ur');
    await i18n.loadNamespaces('following');
    expect(notificationText(rented, 'ur')).toBe('آپ کی محفوظ کردہ لسٹنگ کرائے پر چلی گئی');
    expect(notificationText({ ...rented, listingKind: 'accessory' }, 'ur')).toBe('آپ کی محفوظ کردہ چیز بک گئی');
    expect(notificationText({ type: 'search_match', text: 'New for “Rooms in Lahore”: …' }, 'ur')).toBe('آپ کی محفوظ تلاش سے ملتی ایک نئی لسٹنگ');
  });

  it('keeps the server\'s text for a type it does not know', () => {
    expect(notificationText({ type: 'something_new', text: 'Something new' }, 'ur')).toBe('Something new');
  });

  it('tells a lister in Urdu what an admin decided about their listing or their changes', async () => {
    await i18n.loadLanguages('ur');
    await i18n.loadNamespaces('following');
    expect(notificationText({ type: 'listing_approved', listingKind: 'room', text: 'Your listing “Sunny room” was approved and is public now.' }, 'ur'))
      .toBe('آپ کی لسٹنگ منظور ہو گئی اور اب سب کو نظر آ رہی ہے');
    const refused = { type: 'listing_revision_rejected', listingKind: 'room' as const, text: 'Your changes to “Sunny room” were not approved. Reason: Rent looks wrong' };
    expect(notificationText(refused, 'ur')).toBe('آپ کی لسٹنگ میں تبدیلیاں منظور نہیں ہوئیں؛ لسٹنگ پہلے جیسی ہے');
    expect(notificationText(refused, 'en')).toBe(refused.text);
  });
});
