/** Rate limits: sign-in, code exchange and commands, per address and per user. */
import type { ApiError } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';

describe('rate limits over HTTP', () => {
  let kamra: TestKamra;

  beforeAll(async () => {
    kamra = await startTestKamra({
      RATE_LIMIT_SIGN_IN_PER_IP: '3',
      RATE_LIMIT_COMMANDS_PER_USER: '4',
      RATE_LIMIT_COMMANDS_PER_IP: '6',
    });
  });
  afterAll(async () => {
    await kamra.close();
  });

  async function expectTooMany(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: { code: 'too_many_requests', message: messages.tooManyRequests } } satisfies ApiError);
  }

  it('limits sign-in attempts and code guesses per address', async () => {
    for (let i = 0; i < 3; i++) {
      const guess = await kamra.request('/auth/exchange', { method: 'POST', json: { code: `guess-${i}` } });
      expect(guess.status).not.toBe(429);
    }
    await expectTooMany(await kamra.request('/auth/exchange', { method: 'POST', json: { code: 'guess-4' } }));
    const dev = await kamra.request('/auth/dev', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ayesha&email=a%40example.pk', redirect: 'manual',
    });
    await expectTooMany(dev);
  });

  it('limits commands per user and per address, never reads', async () => {
    const [ayesha, bilal] = [await kamra.signIn(), await kamra.signIn()];
    const post = (token: string) => kamra.request('/api/reviews', { method: 'POST', token, json: { comment: 'Lovely' } });
    for (let i = 0; i < 4; i++) expect((await post(ayesha.token)).status).toBe(201);
    await expectTooMany(await post(ayesha.token));
    // Bilal has his own count, but shares the address: the sixth command from it passes, the seventh not.
    expect((await post(bilal.token)).status).toBe(201);
    await expectTooMany(await post(bilal.token));
    for (let i = 0; i < 20; i++) expect((await kamra.request('/api/reviews')).status).toBe(200);
  });
});
