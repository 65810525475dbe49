/**
 * The metrics listener of the one-process runtime, scraped after real requests: every series
 * the README lists is there, the ones the requests touch move, route labels stay bounded, and
 * the public port never answers /metrics.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAG_READ_TTL_MS } from '@kamra/projector';
import { SUBMIT_PATHS, submittedListing } from './listings/listing-forms.js';
import { signInBrowserCookie, startTestKamra, type TestKamra } from './testing/index.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key = '', val = '']) => [key, val]));
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The sum of `name`'s samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe('metrics on their own port', () => {
  let kamra: TestKamra;
  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(`http://127.0.0.1:${kamra.metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return parseMetrics(await response.text());
  };

  beforeAll(async () => {
    kamra = await startTestKamra({ METRICS_PORT: '0', RATE_LIMIT_SIGN_IN_PER_IP: '1' });
  }, 120_000);
  afterAll(async () => {
    await kamra?.close();
  });

  it('is not served on the public port', async () => {
    expect(kamra.metricsPort).not.toBeNull();
    expect(kamra.metricsPort).not.toBe(Number(new URL(kamra.url).port));
    expect((await kamra.request('/metrics')).status).toBe(404);
    expect((await kamra.request('/api/metrics')).status).toBe(404);
  });

  it('moves with requests, appends, the projector, uploads and refusals', async () => {
    const before = await scrape();
    const { token } = await kamra.signIn();
    const id = await submittedListing(kamra, token);
    await kamra.projector.caughtUp();
    expect((await kamra.request(`/api/listings/${id}`, { token })).status).toBe(200);
    expect((await kamra.request(`/API/Listings/${id}`, { token })).status).toBe(200);
    const unknown = randomUUID();
    expect((await kamra.request(`/api/${unknown}`)).status).toBe(404);
    expect((await kamra.request(`/Nowhere/${unknown}`)).status).toBe(404);
    const browser = await signInBrowserCookie(kamra.url);
    for (let i = 0; i < 2; i++) await kamra.request('/auth/dev', { method: 'POST', json: { name: 'Eve', email: 'eve@example.pk' }, headers: { cookie: browser } });
    // The sign-in appends: the projector catches up, and the lag reading (kept for a second) is taken anew.
    await kamra.projector.caughtUp();
    await new Promise((resolve) => setTimeout(resolve, LAG_READ_TTL_MS + 100));
    const after = await scrape();

    const requests = 'kamra_http_request_duration_seconds_count';
    const routes = new Set(after.filter((sample) => sample.name === requests).map((sample) => sample.labels.route));
    expect([...routes].some((route) => route?.includes(unknown) || route?.includes(id))).toBe(false);
    expect(total(after, requests, { method: 'POST', route: SUBMIT_PATHS.accessory, status: '202' })).toBe(1);
    // The mixed-case path counts under the one declared pattern.
    expect(total(after, requests, { method: 'GET', route: '/api/listings/:id', status: '200' })).toBe(2);
    expect(total(after, requests, { route: 'unrouted', status: '404' }) - total(before, requests, { route: 'unrouted', status: '404' })).toBeGreaterThanOrEqual(2);

    const appends = 'kamra_event_append_duration_seconds_count';
    expect(total(after, appends, { outcome: 'appended' })).toBeGreaterThan(total(before, appends, { outcome: 'appended' }));
    const processed = 'kamra_follower_events_total';
    expect(total(after, processed, { follower: 'projector' })).toBeGreaterThan(total(before, processed, { follower: 'projector' }));
    for (const follower of ['projector', 'price-flags', 'alerts']) {
      expect(after.some((sample) => sample.name === 'kamra_follower_lag_events' && sample.labels.follower === follower)).toBe(true);
      expect(after.some((sample) => sample.name === 'kamra_follower_lag_seconds' && sample.labels.follower === follower)).toBe(true);
    }
    expect(total(after, 'kamra_follower_lag_events', { follower: 'projector' })).toBe(0);
    expect(total(after, 'kamra_rate_limit_refusals_total', { limiter: 'sign-in' })).toBeGreaterThanOrEqual(1);

    const names = new Set(after.map((sample) => sample.name));
    for (const name of ['kamra_image_decode_queue_length', 'kamra_image_decodes_running', 'kamra_read_waiters', 'process_cpu_user_seconds_total', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(names).toContain(name);
    }
  }, 60_000);

  it('answers 404 to anything but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${kamra.metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${kamra.metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
