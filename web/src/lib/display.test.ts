import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { isolatedIn } from '../i18n/bidi-isolation';
import { formatRupees, withoutIsolates } from '@kamra/contracts/language';
import { amountOf, displayDate, displayPosted, displayRupeeRange, displayRupees } from './display';

describe('display', () => {
  it('writes dates as people do, an instant as its day in Pakistan', () => {
    expect(displayDate('2026-12-13')).toBe('13 Dec 2026');
    expect(displayDate('2025-03-01T09:30:00.000Z')).toBe('1 Mar 2025');
    // 20:00 UTC is already the next day in Pakistan (UTC+5).
    expect(displayDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
    expect(displayDate('yesterday')).toBe('yesterday');
  });

  it('says how long ago a listing was posted, in Pakistan days', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(displayPosted('2026-11-25T02:00:00.000Z', now)).toBe('today');
    expect(displayPosted('2026-11-24T10:00:00.000Z', now)).toBe('yesterday');
    // 18:59 UTC on the 23rd is 23:59 in Pakistan: two days before the 25th there.
    expect(displayPosted('2026-11-23T18:59:00.000Z', now)).toBe('2 days ago');
    expect(displayPosted('2026-11-10T10:00:00.000Z', now)).toBe('10 Nov 2026');
  });

  it('groups rupees', () => {
    expect(displayRupees(12000)).toBe('PKR 12,000');
  });

  it('writes money one way, as the spec does (PKR 3,000), and as the server writes it outside the app', async () => {
    const texts = import.meta.glob<string>('../i18n/locales/*/*.json', { eager: true, query: '?raw', import: 'default' });
    const otherForms = Object.entries(texts).filter(([, text]) => /\bRs\.? ?[{0-9]|\bRupees\b/.test(text)).map(([path]) => path);
    expect(otherForms).toEqual([]);
    // Urdu writes rupees in Urdu ('3,000 روپے'), not the English currency code.
    expect(Object.entries(texts).filter(([path, text]) => path.includes('/ur/') && text.includes('PKR')).map(([path]) => path)).toEqual([]);
    for (const amount of [0, 999, 3000, 25000, 1234567]) {
      expect(displayRupees(amount)).toBe(formatRupees(amount, 'en'));
      await i18n.changeLanguage('ur');
      try {
        expect(withoutIsolates(displayRupees(amount))).toBe(formatRupees(amount, 'ur'));
      } finally {
        await i18n.changeLanguage('en');
      }
    }
  });
  it("shows the rent by the month and an accessory's price as it is", () => {
    expect(amountOf({ kind: 'room', rent: 25000 })).toBe('PKR 25,000 / month');
    expect(amountOf({ kind: 'roommate', rent: 12000 })).toBe('PKR 12,000 / month');
    expect(amountOf({ kind: 'accessory', price: 4500 })).toBe('PKR 4,500');
  });

  it('speaks Urdu to an Urdu reader, with Western digits', async () => {
    await i18n.changeLanguage('ur');
    // Each value is isolated from the right-to-left sentence around it (bidi-isolation.ts).
    const v = (value: string) => isolatedIn('ur', value);
    try {
      expect(amountOf({ kind: 'room', rent: 25000 })).toBe(`${v(`${v('25,000')} روپے`)} ماہانہ`);
      expect(displayRupeeRange(20000, 30000)).toBe(`${v('20,000')} سے ${v('30,000')} روپے`);
      expect(displayDate('2026-12-13')).toMatch(/^13 \S+ 2026$/);
      expect(displayPosted('2026-11-22T10:00:00.000Z', new Date('2026-11-25T10:00:00.000Z'))).toBe(`${v('3')} دن پہلے`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
