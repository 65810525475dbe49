import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomSubmission } from '@kamra/contracts/testing';
import { startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';

let kamra: ReadServiceHarness;

async function json<T>(path: string): Promise<T> {
  const res = await kamra.request(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  const admin = await kamra.signIn({ name: 'Admin Sahib' });
  const owner = await kamra.signIn({ name: 'Ayesha Khan' });
  const script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  await script.approve(await script.submit(roomSubmission(base(owner.userId, 'Clifton Block 4, Karachi', 2))));
  await script.approve(await script.submit(roomSubmission(base(owner.userId, 'Flat 2, Gulberg III, Lahore', 1))));
  // Pending: its address is no suggestion yet.
  await script.submit(roomSubmission(base(owner.userId, 'G-11/2, Islamabad', 3)));
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('GET /api/places', () => {
  it('suggests gazetteer places and addresses of approved listings, at most 8, without repeats', async () => {
    const clifton = await json<{ label: string; kind: string }[]>('/api/places?q=clifton');
    expect(clifton.map((place) => place.kind)).toContain('address');
    expect(clifton.some((place) => place.label === 'Clifton Block 4, Karachi')).toBe(true);
    expect(new Set(clifton.map((place) => place.label.toLowerCase())).size).toBe(clifton.length);
    expect((await json<unknown[]>('/api/places?q=gul')).length).toBeLessThanOrEqual(8);
    expect(await json<unknown[]>('/api/places?q=G-11')).not.toContainEqual(expect.objectContaining({ label: 'G-11/2, Islamabad', kind: 'address' }));
    expect((await kamra.request(`/api/places?q=${'x'.repeat(400)}`)).status).toBe(400);
  });

  it('suggests the canonical place for Urdu script and short forms, as typed in a URL', async () => {
    const first = async (typed: string) => (await json<{ label: string; city: string; kind: string }[]>(`/api/places?q=${encodeURIComponent(typed)}`))[0];
    expect(await first('لاہور')).toEqual({ label: 'Lahore, Punjab', city: 'lahore', kind: 'city' });
    expect(await first('كراچي')).toEqual({ label: 'Karachi, Sindh', city: 'karachi', kind: 'city' });
    expect(await first('Pindi')).toEqual({ label: 'Rawalpindi, Punjab', city: 'rawalpindi', kind: 'city' });
    expect(await first('جی الیون')).toEqual({ label: 'G-11, Islamabad, Islamabad Capital Territory', city: 'islamabad', kind: 'area' });
    expect(await first('گلبرگ')).toMatchObject({ label: 'Gulberg, Lahore, Punjab' });
    expect(await first('\u200cلاہ\u200dور\ufeff')).toMatchObject({ city: 'lahore' });
    // Control characters are refused like any bad input, never a server error.
    expect((await kamra.request(`/api/places?q=${encodeURIComponent('لاہور\u0000')}`)).status).toBe(400);
  });

  it('labels places in Urdu for lang=ur, in the same order, and leaves listing addresses as written', async () => {
    type Answer = { label: string; city: string; kind: string };
    const urdu = await json<Answer[]>(`/api/places?q=${encodeURIComponent('گلبر')}&lang=ur`);
    const english = await json<Answer[]>(`/api/places?q=${encodeURIComponent('گلبر')}`);
    expect(urdu.map(({ city, kind }) => ({ city, kind }))).toEqual(english.map(({ city, kind }) => ({ city, kind })));
    expect(urdu.map((place) => place.label)).toContain('گلبرگ ٹاؤن، کراچی، سندھ');
    expect(english.map((place) => place.label)).toContain('Gulberg Town, Karachi, Sindh');
    expect(urdu.every((place) => Object.keys(place).sort().join() === 'city,kind,label' && !/[a-z]/i.test(place.label))).toBe(true);
    expect((await json<Answer[]>('/api/places?q=lahore&lang=ur'))[0]).toEqual({ label: 'لاہور، پنجاب', city: 'lahore', kind: 'city' });
    expect(await json<Answer[]>('/api/places?q=clifton&lang=ur')).toContainEqual({ label: 'Clifton Block 4, Karachi', city: 'karachi', kind: 'address' });
  });

  it('answers English for an odd lang, keeps its input guard, and varies the ETag by language', async () => {
    const english = await json<{ label: string }[]>('/api/places?q=lahore');
    for (const lang of ['xx', 'en', 'urdu', '', '%D8%A7%D8%B1', 'x'.repeat(5000)]) {
      expect(await json<{ label: string }[]>(`/api/places?q=lahore&lang=${lang}`), lang.slice(0, 20)).toEqual(english);
    }
    expect((await json<{ label: string }[]>('/api/places?q=lahore&lang=UR'))[0]?.label).toBe('لاہور، پنجاب');
    // The route's guards are the same in Urdu: too long a query, a control character, a repeated setting.
    expect((await kamra.request(`/api/places?q=${'x'.repeat(400)}&lang=ur`)).status).toBe(400);
    expect((await kamra.request('/api/places?q=lahore&lang=ur%00')).status).toBe(400);
    expect((await kamra.request('/api/places?q=lahore&lang=ur&lang=en')).status).toBe(400);
    const inEnglish = await kamra.request('/api/places?q=lahore');
    const inUrdu = await kamra.request('/api/places?q=lahore&lang=ur');
    expect(inUrdu.headers.get('etag')).not.toBe(inEnglish.headers.get('etag'));
    expect(inUrdu.headers.get('cache-control')).toBe(inEnglish.headers.get('cache-control'));
    const revalidated = await kamra.request('/api/places?q=lahore&lang=ur', { headers: { 'if-none-match': inEnglish.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(200);
  });
});
