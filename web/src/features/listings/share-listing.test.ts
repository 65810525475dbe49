import type { ListingDetail } from '@kamra/contracts/read-models';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { loadEveryNamespace } from '../../i18n/testing';
import { contactMessage } from '../../components/listing/listing-facts';
import { shareText, shareUrl, whatsappShareUrl } from './share-listing';

beforeAll(loadEveryNamespace);

const room = { kind: 'room', id: 'a b/1', tagline: 'Sunny room & balcony', rent: 25000, address: 'G-11/2, Islamabad', publicAddress: 'G-11/2, Islamabad' } as ListingDetail;

describe('sharing a listing', () => {
  it('shares the public address, however the page was reached', () => {
    expect(shareUrl('https://kamra.pk', room)).toBe('https://kamra.pk/rooms/a%20b%2F1');
    expect(shareUrl('https://kamra.pk', { kind: 'accessory', id: 'x' })).toBe('https://kamra.pk/accessories/x');
    expect(shareUrl('https://kamra.pk', { kind: 'accessory', id: 'x' }, 'en')).toBe('https://kamra.pk/accessories/x');
  });

  it('shares the Urdu page from an Urdu reader', () => {
    expect(shareUrl('https://kamra.pk', room, 'ur')).toBe('https://kamra.pk/rooms/a%20b%2F1?lang=ur');
  });

  it('prefills WhatsApp with the tagline, rent, place and link, encoded once', () => {
    const text = shareText(room);
    expect(text).toBe('Sunny room & balcony: PKR 25,000 / month, G-11/2, Islamabad on Kamra');
    const url = new URL(whatsappShareUrl(text, 'https://kamra.pk/rooms/1'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`${text}\nhttps://kamra.pk/rooms/1`);
  });

  it('sends Urdu as plain text: the isolates that set values apart on the page stay on the page', async () => {
    await i18n.changeLanguage('ur');
    try {
      for (const text of [shareText(room), contactMessage('Sunny room')]) {
        expect(text).toMatch(/Sunny room/);
        expect(text).not.toMatch(/[\u2068\u2069]/);
      }
      // On the page the same values are still set apart.
      expect(i18n.t('share.text', { ns: 'listings', tagline: 'T', amount: 'A', place: 'P' })).toMatch(/\u2068T\u2069/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names only the area when that is all the public sees, even when its owner shares it', () => {
    const owners = { ...room, address: 'House 144, Street 23, Shadman, Lahore', publicAddress: 'Shadman, Lahore' } as ListingDetail;
    expect(shareText(owners)).toBe('Sunny room & balcony: PKR 25,000 / month, Shadman, Lahore on Kamra');
  });
});
