/**
 * The built-in test checkout page, the stand-in for Stripe's hosted checkout when no keys are
 * set. Self-contained (inline CSS, no scripts), loudly marked TEST MODE: Pay marks the session
 * paid and settles it as Stripe's webhook would, then goes to the success page; Cancel goes
 * back to the listing, as Stripe's cancel link does.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { requestLanguage, type Language } from '@kamra/contracts/language';
import type { ProviderSessionStatus } from './payment-provider.js';
import type { TestCheckoutSession } from './test-payment-provider.js';

/** The page speaks the web app's language, chosen as every page's is: the cookie, else Accept-Language. */
export type CheckoutLanguage = Language;

export const checkoutLanguage = (headers: IncomingHttpHeaders): CheckoutLanguage =>
  requestLanguage({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] });

interface CheckoutTexts {
  title: string;
  testMode: string;
  note: string;
  sessionIs: Readonly<Record<ProviderSessionStatus, string>>;
  continue: string;
  heading: string;
  package: string;
  duration: string;
  days: (days: number) => string;
  total: string;
  pay: string;
  cancel: string;
  backToMyListings: string;
  /** Package names by id; the session's own name when an id is missing here. */
  packages: Readonly<Record<string, string>>;
}

const TEXTS: Readonly<Record<CheckoutLanguage, CheckoutTexts>> = {
  en: {
    title: 'Test checkout',
    testMode: 'TEST MODE',
    note: 'Test checkout: no card is charged. It stands in for Stripe because no Stripe keys are configured, and is never offered in production.',
    sessionIs: {
      open: 'This payment session is open.',
      paid: 'This payment session is paid.',
      unpaid: 'This payment session is unpaid.',
      expired: 'This payment session is expired.',
      refunded: 'This payment session is refunded.',
    },
    continue: 'Continue',
    heading: 'Boost your listing',
    package: 'Package',
    duration: 'Duration',
    days: (days) => `${days} days`,
    total: 'Total',
    pay: 'Pay',
    cancel: 'Cancel',
    backToMyListings: 'Back to My Listings',
    packages: {},
  },
  ur: {
    title: 'ٹیسٹ چیک آؤٹ',
    testMode: 'ٹیسٹ موڈ',
    note: 'ٹیسٹ چیک آؤٹ: کسی کارڈ سے رقم نہیں کٹتی۔ Stripe کی چابیاں نہ ہونے کی وجہ سے یہ Stripe کی جگہ ہے، اور پروڈکشن میں کبھی پیش نہیں کیا جاتا۔',
    sessionIs: {
      open: 'یہ ادائیگی سیشن کھلا ہے۔',
      paid: 'اس ادائیگی سیشن کی رقم ادا ہو چکی ہے۔',
      unpaid: 'اس ادائیگی سیشن کی رقم ادا نہیں ہوئی۔',
      expired: 'اس ادائیگی سیشن کی میعاد ختم ہو چکی ہے۔',
      refunded: 'اس ادائیگی سیشن کی رقم واپس ہو چکی ہے۔',
    },
    continue: 'جاری رکھیں',
    heading: 'اپنی لسٹنگ بوسٹ کریں',
    package: 'پیکج',
    duration: 'مدت',
    days: (days) => `${days} دن`,
    total: 'کل',
    pay: 'ادا کریں',
    cancel: 'منسوخ',
    backToMyListings: 'میری لسٹنگز پر واپس',
    packages: { basic: 'بیسک پیکج', standard: 'اسٹینڈرڈ پیکج', special: 'اسپیشل پیکج' },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const rupees = new Intl.NumberFormat('en-PK');

function page(language: CheckoutLanguage, body: string): string {
  const texts = TEXTS[language];
  return `<!doctype html>
<html lang="${language === 'ur' ? 'ur' : 'en'}" dir="${language === 'ur' ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Kamra | ${escapeHtml(texts.title)}</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f4f6f8; color: #1f2933; }
    main { width: min(92vw, 420px); background: #fff; border-radius: 14px; padding: 0 0 24px; box-shadow: 0 8px 30px rgba(0, 0, 0, .08); overflow: hidden; }
    .test-mode { margin: 0; padding: 10px; background: #b45309; color: #fff; font-weight: 800; letter-spacing: .12em; text-align: center; }
    .content { padding: 0 28px; }
    .brand { font-weight: 800; font-size: 1.4rem; color: #0f766e; margin: 20px 0 0; }
    h1 { font-size: 1.2rem; margin: 6px 0 18px; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
    dt { color: #52606d; }
    dd { margin: 0; font-weight: 600; text-align: end; }
    .total { font-size: 1.3rem; }
    .actions { display: grid; gap: 10px; }
    button, .link { display: block; box-sizing: border-box; width: 100%; padding: 12px; border: 0; border-radius: 8px; font-size: 1rem; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
    .pay { background: #0f766e; color: #fff; }
    .cancel, .link { background: #e4e7eb; color: #1f2933; }
    .note { margin: 18px 0 0; font-size: .85rem; color: #52606d; background: #fff7e6; border-radius: 8px; padding: 10px; }
  </style>
</head>
<body>
  <main>
    <p class="test-mode" role="status">${escapeHtml(texts.testMode)}</p>
    <div class="content">
      <p class="brand">Kamra</p>
${body}
      <p class="note">${escapeHtml(texts.note)}</p>
    </div>
  </main>
</body>
</html>`;
}

export function testCheckoutPage(session: TestCheckoutSession, actions: { pay: string; cancel: string }, language: CheckoutLanguage = 'en'): string {
  const texts = TEXTS[language];
  if (session.status !== 'open') {
    const next = session.status === 'paid' ? session.successUrl : session.cancelUrl;
    return page(language, `      <h1>${escapeHtml(texts.sessionIs[session.status])}</h1>
      <div class="actions"><a class="link" href="${escapeHtml(next)}">${escapeHtml(texts.continue)}</a></div>`);
  }
  const packageName = texts.packages[session.metadata.package ?? ''] ?? session.packageName;
  // PKR and its figure stay together, left to right, in either language.
  const price = `<bdi>PKR ${rupees.format(session.amount)}</bdi>`;
  return page(language, `      <h1>${escapeHtml(texts.heading)}</h1>
      <dl>
        <dt>${escapeHtml(texts.package)}</dt><dd>${escapeHtml(packageName)}</dd>
        <dt>${escapeHtml(texts.duration)}</dt><dd>${escapeHtml(texts.days(session.days))}</dd>
        <dt>${escapeHtml(texts.total)}</dt><dd class="total">${price}</dd>
      </dl>
      <div class="actions">
        <form method="post" action="${escapeHtml(actions.pay)}"><button class="pay" type="submit">${escapeHtml(texts.pay)} ${price}</button></form>
        <form method="post" action="${escapeHtml(actions.cancel)}"><button class="cancel" type="submit">${escapeHtml(texts.cancel)}</button></form>
      </div>`);
}

export function testCheckoutMissingPage(message: string, language: CheckoutLanguage = 'en'): string {
  return page(language, `      <h1>${escapeHtml(message)}</h1>
      <div class="actions"><a class="link" href="/myListing?listed=rooms">${escapeHtml(TEXTS[language].backToMyListings)}</a></div>`);
}
