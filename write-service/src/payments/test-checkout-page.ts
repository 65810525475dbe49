/**
 * The built-in test checkout page, the stand-in for Stripe's hosted checkout when no keys are
 * set. Self-contained (inline CSS, no scripts), loudly marked TEST MODE: Pay marks the session
 * paid and settles it as Stripe's webhook would, then goes to the success page; Cancel goes
 * back to the listing, as Stripe's cancel link does.
 */
import type { TestCheckoutSession } from './test-payment-provider.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const rupees = new Intl.NumberFormat('en-PK');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Kamra | ${escapeHtml(title)}</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f4f6f8; color: #1f2933; }
    main { width: min(92vw, 420px); background: #fff; border-radius: 14px; padding: 0 0 24px; box-shadow: 0 8px 30px rgba(0, 0, 0, .08); overflow: hidden; }
    .test-mode { margin: 0; padding: 10px; background: #b45309; color: #fff; font-weight: 800; letter-spacing: .12em; text-align: center; }
    .content { padding: 0 28px; }
    .brand { font-weight: 800; font-size: 1.4rem; color: #0f766e; margin: 20px 0 0; }
    h1 { font-size: 1.2rem; margin: 6px 0 18px; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
    dt { color: #52606d; }
    dd { margin: 0; font-weight: 600; text-align: right; }
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
    <p class="test-mode" role="status">TEST MODE</p>
    <div class="content">
      <p class="brand">Kamra</p>
${body}
      <p class="note">Test checkout: no card is charged. It stands in for Stripe because no Stripe keys are configured, and is never offered in production.</p>
    </div>
  </main>
</body>
</html>`;
}

export function testCheckoutPage(session: TestCheckoutSession, actions: { pay: string; cancel: string }): string {
  if (session.status !== 'open') {
    const next = session.status === 'paid' ? session.successUrl : session.cancelUrl;
    return page('Test checkout', `      <h1>This payment session is ${escapeHtml(session.status)}.</h1>
      <div class="actions"><a class="link" href="${escapeHtml(next)}">Continue</a></div>`);
  }
  return page('Test checkout', `      <h1>Boost your listing</h1>
      <dl>
        <dt>Package</dt><dd>${escapeHtml(session.packageName)}</dd>
        <dt>Duration</dt><dd>${session.days} days</dd>
        <dt>Total</dt><dd class="total">PKR ${rupees.format(session.amount)}</dd>
      </dl>
      <div class="actions">
        <form method="post" action="${escapeHtml(actions.pay)}"><button class="pay" type="submit">Pay PKR ${rupees.format(session.amount)}</button></form>
        <form method="post" action="${escapeHtml(actions.cancel)}"><button class="cancel" type="submit">Cancel</button></form>
      </div>`);
}

export function testCheckoutMissingPage(message: string): string {
  return page('Test checkout', `      <h1>${escapeHtml(message)}</h1>
      <div class="actions"><a class="link" href="/myListing?listed=rooms">Back to My Listings</a></div>`);
}
