/**
 * The shared HTTP frame with middleware left out (FRAME_WITHOUT names them, comma-separated;
 * unset: the whole frame), in its own process, answering `GET /api/frame-probe` with `{"ok":true}` after every
 * piece of the frame and the read service's read-your-writes wait, so that the difference in
 * throughput is what that piece costs a query. Rate limits count in memory here (the shipped
 * read service counts in Postgres, but a query is never counted).
 */
import { createLogger, FRAME_MIDDLEWARE, framePieces, type HttpAppOptions } from '@kamra/platform';
import { CheckpointWatch, waitForPosition } from '@kamra/read-service';
import express from 'express';
import { PROBE_PATH, READ_WAIT } from './frame-probe-route.js';

const without = new Set((process.env.FRAME_WITHOUT ?? '').split(',').filter(Boolean));
for (const name of without) if (name !== READ_WAIT && !(FRAME_MIDDLEWARE as readonly string[]).includes(name)) throw new Error(`no frame middleware '${name}'`);
const checkpoints = new CheckpointWatch({ readCheckpoint: () => Promise.resolve(null), maxWaiters: 100, maxWaitMs: 1000 });
const options: HttpAppOptions = {
  logger: createLogger('frame-probe'),
  authSecret: 'a-bench-secret-long-enough-for-hs256!!',
  adminEmails: [],
  rateLimits: { signInPerIp: 1000, commandsPerUser: 1000, commandsPerIp: 1000 },
  rateLimitPool: null,
  readiness: () => Promise.resolve({ ready: true, details: {} }),
  mount(app) {
    if (!without.has(READ_WAIT)) app.use('/api', waitForPosition(checkpoints));
    app.get(PROBE_PATH, (_req, res) => void res.json({ ok: true }));
  },
};
const app = express();
for (const piece of framePieces(options)) if (!without.has(piece.name)) piece.install(app);
app.listen(Number(process.env.PORT), '127.0.0.1');
