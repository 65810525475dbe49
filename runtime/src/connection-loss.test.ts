import { AFTER_POSITION_HEADER, type CommandAccepted } from '@kamra/contracts/read-models';
import type { Database } from '@kamra/platform';
import { openScratchDatabase, terminateConnections, testDatabaseUrl } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_BLOG, blogForm } from './community/blog-form.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from './testing/test-kamra.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the connection-loss test needs a real Postgres.');

onRealPostgres('the app when Postgres drops all its connections', () => {
  let scratch: Database;
  let url: string;
  let kamra: TestKamra;

  beforeAll(async () => {
    scratch = await openScratchDatabase('postgres');
    url = scratch.pool.options.connectionString ?? '';
    kamra = await startTestKamra({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await kamra.close();
    await scratch.close();
  });

  it('keeps answering reads and commands, and its projector recovers', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    await kamra.projector.caughtUp();
    expect((await kamra.request('/api/me', { token: admin.token })).status).toBe(200);

    // As after a Postgres restart: the pool's idle clients, the projector's lock session and
    // its subscription all lose their backends. An unhandled 'error' would fail this run.
    expect(await terminateConnections(url)).toBeGreaterThanOrEqual(2);

    const me = await kamra.request('/api/me', { token: admin.token });
    expect(me.status).toBe(200);
    const published = await kamra.request('/api/blogs', { method: 'POST', token: admin.token, body: blogForm(A_BLOG, []) });
    expect(published.status, await published.clone().text()).toBe(201);
    const { id, position } = (await published.json()) as CommandAccepted;

    await kamra.projector.caughtUp();
    const blog = await kamra.request(`/api/blogs/${id ?? ''}`, { headers: { [AFTER_POSITION_HEADER]: position } });
    expect(blog.status).toBe(200);
    await until(async () => (await kamra.request('/readyz')).status === 200);
  }, 60_000);
});

async function until(condition: () => Promise<boolean>, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met after 10 s');
}
