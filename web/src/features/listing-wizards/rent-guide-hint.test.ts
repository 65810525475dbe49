import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryNamespace } from '../../i18n/testing';
import { i18n } from '../../i18n';
import { rentGuideHint } from './rent-guide-hint';

beforeAll(loadEveryNamespace);

const g11 = { location: 'G-11', locationUrdu: 'جی 11', count: 42, p25: 20_000, median: 25_000, p75: 30_000 };

describe('the rent guide hint', () => {
  it('states a place\'s middle half and its count', () => {
    expect(rentGuideHint('room', g11)).toBe('Rooms in G-11 usually rent for PKR 20,000 to 30,000 a month (42 listings)');
    expect(rentGuideHint('accessory', { ...g11, count: 5 })).toBe('Accessories in G-11 usually sell for PKR 20,000 to 30,000 (5 listings)');
    expect(rentGuideHint('roommate', { ...g11, count: 1 })).toBe('Roommate rents in G-11 are usually PKR 20,000 to 30,000 a month (1 listing)');
  });

  it('says nothing without figures or a place', () => {
    expect(rentGuideHint('room', { location: 'G-11', locationUrdu: 'جی 11', count: 3, p25: null, median: null, p75: null })).toBeNull();
    expect(rentGuideHint('room', { location: null, locationUrdu: null, count: 0, p25: null, median: null, p75: null })).toBeNull();
    expect(rentGuideHint('room', null)).toBeNull();
  });

  it('speaks Urdu to an Urdu reader, with Western digits', async () => {
    await i18n.changeLanguage('ur');
    await i18n.loadNamespaces('wizards');
    try {
      // Each value isolated, so the range reads 20,000 to 30,000 in the right-to-left sentence.
      const v = (value: string) => `\u2068${value}\u2069`;
      // The place by its Urdu name, as the server gives it beside the English one.
      expect(rentGuideHint('room', g11)).toBe(`${v('جی 11')} میں کمروں کا کرایہ عموماً ${v(`${v('20,000')} سے ${v('30,000')} روپے`)} ماہانہ ہوتا ہے (${v('42')} اشتہارات)`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
