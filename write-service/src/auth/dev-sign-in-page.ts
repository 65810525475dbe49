import { messages } from '@kamra/contracts/messages';

export interface DevSignInForm {
  name?: string;
  email?: string;
  /** Field name -> message, from the last attempt. */
  errors?: Record<string, string>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function field(label: string, name: 'name' | 'email', type: string, form: DevSignInForm): string {
  const error = form.errors?.[name];
  return `<label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" required maxlength="254" value="${escapeHtml(form[name] ?? '')}"${error ? ' aria-invalid="true"' : ''}>
      ${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}`;
}

/**
 * The development stand-in for Google's consent screen, so `npm start` works for a newcomer
 * with no Google credentials. Self-contained (inline CSS, no scripts): it posts to /auth/dev,
 * which ends at the same `/?token=CODE` redirect as Google.
 */
export function devSignInPage(form: DevSignInForm = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kamra | Sign in</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f4f6f8; color: #1f2933; }
    main { width: min(92vw, 380px); background: #fff; border-radius: 14px; padding: 28px; box-shadow: 0 8px 30px rgba(0, 0, 0, .08); }
    .brand { font-weight: 800; font-size: 1.6rem; color: #0f766e; letter-spacing: .02em; margin: 0; }
    h1 { font-size: 1.25rem; margin: 8px 0 16px; }
    label { display: block; font-weight: 600; margin: 14px 0 4px; }
    input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid #cbd2d9; border-radius: 8px; font-size: 1rem; }
    input[aria-invalid="true"] { border-color: #b91c1c; }
    button { margin-top: 20px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #0f766e; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
    .error { color: #b91c1c; margin: 4px 0 0; font-size: .9rem; }
    .note { margin-top: 18px; font-size: .85rem; color: #52606d; background: #fff7e6; border-radius: 8px; padding: 10px; }
  </style>
</head>
<body>
  <main>
    <p class="brand">Kamra</p>
    <h1>${escapeHtml(messages.signInModalTitle)}</h1>
    <form method="post" action="/auth/dev">
      ${field('Name', 'name', 'text', form)}
      ${field('Email', 'email', 'email', form)}
      <button type="submit">Sign in</button>
    </form>
    <p class="note">Development sign-in: this form stands in for Google because no Google credentials are configured. It is never offered in production.</p>
  </main>
</body>
</html>`;
}
