/**
 * Projection lag: commands at a steady rate, each a listing submitted and approved (appended
 * as the write side appends them), with the live projector running; for each, the time from
 * the append's answer until the read tables' checkpoint has passed its position, which is when
 * the read service (reading those tables) shows it. One watcher reads the checkpoint every
 * 2 ms for all commands in flight. And, as the user sees it: each command's listing is read
 * through the read service with x-after-position right after the answer, which waits until
 * the read service has seen the checkpoint pass it (LISTEN/NOTIFY from the projector).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { listingStream } from '@kamra/contracts/events';
import { comparePositions, formatPosition, type EventStore, type GlobalPosition } from '@kamra/eventstore';
import { createLogger } from '@kamra/platform';
import { Projector, projections } from '@kamra/projector';
import { readCheckpoint, type ReadDb } from '@kamra/read-model';
import { metadataFor } from '../../runtime/src/seed/listing-events.js';
import { roomSubmission } from '@kamra/contracts/testing';
import { percentile } from './http-load.js';
import { benchId } from './seed-log.js';

const WATCH_MS = 2;

function getListing(agent: http.Agent, port: number, id: string, position: string): Promise<{ status: number; stale: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/api/listings/${id}`, agent, headers: { [AFTER_POSITION_HEADER]: position } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, stale: res.headers['x-read-stale'] === 'true' }));
    });
    req.on('error', reject);
  });
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LagResult {
  commands: number;
  p50Ms: number;
  p99Ms: number;
  /** Appends' own time (the command's answer), p99: what the write side adds before lag starts. */
  appendP99Ms: number;
  /**
   * Through the read service: from the command's answer until GET /api/listings/:id with
   * x-after-position (read-your-writes, as the web client asks) answers 200 and not stale.
   */
  http: { p50Ms: number; p99Ms: number; notVisible: number };
}

/**
 * `projectorStore` is the projector's, `writer` the write service's: two instances, as in two
 * processes, so the projector hears appends only as it would there (NOTIFY, else its poll).
 */
export async function measureLag(projectorStore: EventStore, writer: EventStore, db: ReadDb, options: { perSecond: number; seconds: number; readServicePort: number }): Promise<LagResult> {
  const projector = new Projector({ store: projectorStore, db, projections, logger: createLogger('bench-projector') });
  await projector.start();
  const pictures = [1, 2, 3].map((n) => ({ file: `pic${n}.webp`, thumb: `pic${n}-400.webp`, width: 1200, height: 900 }));
  const waiting = new Set<{ position: GlobalPosition; since: number }>();
  const lags: number[] = [];
  const appends: number[] = [];
  const httpLags: number[] = [];
  let notVisible = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let sending = true;
  const watcher = (async () => {
    while (sending || waiting.size > 0) {
      const checkpoint = await readCheckpoint(db);
      const now = performance.now();
      for (const entry of waiting) {
        if (checkpoint && comparePositions(checkpoint, entry.position) >= 0) {
          lags.push(now - entry.since);
          waiting.delete(entry);
        }
      }
      await sleep(WATCH_MS);
    }
  })();
  const commands: Promise<void>[] = [];
  const total = Math.round(options.perSecond * options.seconds);
  const begin = performance.now();
  for (let n = 0; n < total; n++) {
    const wait = begin + (n * 1000) / options.perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    commands.push((async () => {
      const listingId = benchId('lag', n);
      const at = new Date();
      const submitted = roomSubmission({ listingId, ownerId: benchId('user', 0), submittedAt: at, address: `House ${n}, Street 4, Gulberg III, Lahore`, pictures });
      const sent = performance.now();
      const { position } = await writer.appendToStream(listingStream(listingId), [
        { type: submitted.type, data: submitted.data, metadata: metadataFor({ id: benchId('user', 0), role: 'user' }, at) },
        { type: 'ListingApproved', data: { listingId }, metadata: metadataFor({ id: benchId('admin', 0), role: 'admin' }, at) },
      ], { expectedRevision: 'no_stream' });
      const answered = performance.now();
      appends.push(answered - sent);
      waiting.add({ position, since: answered });
      const read = await getListing(agent, options.readServicePort, listingId, formatPosition(position));
      httpLags.push(performance.now() - answered);
      if (read.status !== 200 || read.stale) notVisible++;
    })());
  }
  await Promise.all(commands);
  sending = false;
  await watcher;
  await projector.stop();
  agent.destroy();
  lags.sort((a, b) => a - b);
  appends.sort((a, b) => a - b);
  httpLags.sort((a, b) => a - b);
  return {
    commands: total, p50Ms: percentile(lags, 0.5), p99Ms: percentile(lags, 0.99), appendP99Ms: percentile(appends, 0.99),
    http: { p50Ms: percentile(httpLags, 0.5), p99Ms: percentile(httpLags, 0.99), notVisible },
  };
}
