/**
 * `npx tsx bench/comment-cost.ts`: what one more comment costs on a blog with 10 comments and
 * on one with 1,200 (POST /api/blogs/:id/comments through the app on an in-memory PGlite,
 * median of 30), and how large GET /api/blogs/:id is then. The comments before the measure
 * are posted through the same route, by as many users as the comment rate needs.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { blogStream } from '@kamra/contracts/events';
import { startTestKamra, TEST_ADMIN_EMAIL } from '@kamra/runtime/testing';

const kamra = await startTestKamra({ RATE_LIMIT_COMMENTS_PER_USER: '100000' });
const admin = await kamra.signIn({ email: TEST_ADMIN_EMAIL });
const commenters = await Promise.all(Array.from({ length: 5 }, () => kamra.signIn()));

async function newBlog(): Promise<string> {
  const blogId = randomUUID();
  await kamra.store.appendToStream(blogStream(blogId), [{
    type: 'BlogPublished',
    data: { blogId, title: 'Finding a room in Lahore', description: 'What to check', category: 'Headlines', content: '<p>Read this first.</p>', pictures: [] },
    metadata: {
      eventId: randomUUID(), actorId: admin.userId, actorRole: 'admin', correlationId: randomUUID(), causationId: null,
      occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  }], { expectedRevision: 'no_stream' });
  return blogId;
}

// Every event the app reads back from a stream, to count what one comment command replays.
let eventsRead = 0;
const readStream = kamra.store.readStream.bind(kamra.store);
kamra.store.readStream = async (streamId) => {
  const result = await readStream(streamId);
  eventsRead += result.events.length;
  return result;
};

let posted = 0;
async function comment(blogId: string): Promise<number> {
  const token = commenters[posted % commenters.length]?.token ?? admin.token;
  posted += 1;
  const start = performance.now();
  const response = await kamra.request(`/api/blogs/${blogId}/comments`, { method: 'POST', token, json: { comment: `Comment number ${posted}: very useful, thanks!` } });
  const ms = performance.now() - start;
  if (response.status !== 201) throw new Error(`comment answered ${response.status} ${await response.text()}`);
  return ms;
}

async function measure(existing: number): Promise<void> {
  const blogId = await newBlog();
  for (let i = 0; i < existing; i++) await comment(blogId);
  const timings: number[] = [];
  eventsRead = 0;
  for (let i = 0; i < 30; i++) timings.push(await comment(blogId));
  const readPerComment = eventsRead / 30;
  timings.sort((a, b) => a - b);
  // Let the projector catch up before the page is asked for.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const page = await (await kamra.request(`/api/blogs/${blogId}`)).text();
  process.stdout.write(`${existing} comments: one more comment ${(timings[15] ?? Number.NaN).toFixed(1)} ms (median of 30), ${readPerComment.toFixed(0)} events read per comment; GET /api/blogs/:id ${(page.length / 1024).toFixed(1)} KB\n`);
}

await measure(10);
await measure(1200);
await kamra.close();
