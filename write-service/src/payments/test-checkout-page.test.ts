import { describe, expect, it } from 'vitest';
import { checkoutLanguage, testCheckoutPage } from './test-checkout-page.js';
import type { TestCheckoutSession } from './test-payment-provider.js';

const session: TestCheckoutSession = {
  id: 'cs_test_1',
  status: 'open',
  metadata: { listingId: 'l1', userId: 'u1', package: 'standard' },
  amountTotal: 450_000,
  currency: 'pkr',
  packageName: 'Standard Package',
  days: 7,
  amount: 4500,
  successUrl: '/BoostSuccess?session_id=cs_test_1',
  cancelUrl: '/myListing/room/l1',
};
const actions = { pay: '/pay', cancel: '/cancel' };

describe('the test checkout page', () => {
  it('speaks the language the web app remembered in its cookie', () => {
    expect(checkoutLanguage({ cookie: 'a=1; kamra_lang=ur' })).toBe('ur');
    expect(checkoutLanguage({ cookie: 'kamra_lang=en' })).toBe('en');
    expect(checkoutLanguage({})).toBe('en');
  });

  it('is in English by default and right to left in Urdu, the price kept together', () => {
    const english = testCheckoutPage(session, actions);
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Standard Package');
    expect(english).toContain('>Pay <bdi>PKR 4,500</bdi></button>');

    const urdu = testCheckoutPage(session, actions, 'ur');
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('اسٹینڈرڈ پیکج');
    expect(urdu).toContain('>ادا کریں <bdi>PKR 4,500</bdi></button>');
    expect(testCheckoutPage({ ...session, status: 'paid' }, actions, 'ur')).toContain('اس ادائیگی سیشن کی رقم ادا ہو چکی ہے۔');
  });
});
