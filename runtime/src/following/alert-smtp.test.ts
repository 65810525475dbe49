/**
 * With SMTP_URL set, an instant alert, and a lister's notice of an admin's decision, go out over
 * SMTP: a real SMTP server (smtp-server) runs in this process and the test reads what arrives,
 * headers and parts included.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

/** What arrived for `to`, once `count` mails have (or 10 seconds passed). */
async function arrivedFor(to: string, count: number): Promise<Arrived[]> {
  const until = Date.now() + 10_000;
  const mine = () => arrived.filter((mail) => mail.to.includes(to));
  while (mine().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return mine();
}

/** The raw message with its headers unfolded and its quoted-printable body undone enough to read. */
function readable(full: string): string {
  const headEnd = full.indexOf('\r\n\r\n');
  const raw = full.slice(0, headEnd).replace(/\r\n[ \t]+/g, ' ') + full.slice(headEnd);
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

interface Arrived {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let kamra: TestKamra;
const arrived: Arrived[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  kamra = await startTestKamra({ SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Kamra <alerts@kamra.test>', PUBLIC_URL: 'https://kamra.test' });
});

afterAll(async () => {
  await kamra?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('alert email over SMTP', () => {
  it('arrives with text and HTML parts, the picture, and one-click unsubscribe headers', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister', email: 'lubna@example.pk' });
    const seeker = await kamra.signIn({ name: 'Sana Seeker', email: 'sana@example.pk' });
    const saved = await kamra.request('/api/me/saved-searches', {
      method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Islamabad', alerts: 'instant' },
    });
    expect(saved.status).toBe(201);
    const body = listingForm({ text: { ...listingText('room'), address: 'Street 5, G-11/3, Islamabad', rent: '23000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
    const { id } = (await submitted.json()) as { id: string };
    expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    await kamra.alerts.caughtUp();

    const toSeeker = await arrivedFor('sana@example.pk', 1);
    expect(toSeeker).toHaveLength(1);
    const [mail] = toSeeker;
    expect(mail?.from).toBe('alerts@kamra.test');
    expect(mail?.to).toEqual(['sana@example.pk']);
    // Long headers arrive folded onto continuation lines; the body's lines are left as they are.
    const full = mail?.raw ?? '';
    const headEnd = full.indexOf('\r\n\r\n');
    const raw = full.slice(0, headEnd).replace(/\r\n[ \t]+/g, ' ') + full.slice(headEnd);
    expect(raw).toMatch(/^Subject: New on Kamra: /m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/kamra\.test\/unsubscribe\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    // Quoted-printable may fold lines; the facts are there once unfolded.
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain('PKR 23,000 / month');
    expect(unfolded).toMatch(/<img src="https:\/\/kamra\.test\/uploads\/[^"]+"/);
    expect(unfolded).toContain(`https://kamra.test/rooms/${id}`);
  });

  it('tells a lister of a refusal with its reason, and nothing to unsubscribe from', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Rubina Lister', email: 'rubina@example.pk' });
    const body = listingForm({ text: { ...listingText('room'), address: 'Street 9, G-11/3, Islamabad', rent: '22000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const { id } = (await (await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body })).json()) as { id: string };
    const refused = await kamra.request(`/api/listings/${id}/reject`, { method: 'POST', token: admin.token, json: { reason: 'Pictures do not show the room' } });
    expect(refused.status).toBe(200);
    await kamra.alerts.caughtUp();

    const mails = await arrivedFor('rubina@example.pk', 1);
    expect(mails).toHaveLength(1);
    const raw = readable(mails[0]?.raw ?? '');
    expect(mails[0]?.from).toBe('alerts@kamra.test');
    expect(raw).toMatch(/^Subject: Your listing was not approved: /m);
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Reason: Pictures do not show the room');
    expect(raw).toContain(`https://kamra.test/rooms/${id}`);
  });
});
