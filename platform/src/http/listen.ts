import type { Server } from 'node:http';
import type { Express } from 'express';

/** Listens on `port` (0 picks a free one) and resolves with the server and its real port. */
export async function listen(app: Express, port: number): Promise<{ server: Server; port: number }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
}

/** After the grace, how long cut connections get to go before the server is left behind. */
const AFTER_CUT_MS = 1000;
/** How often connections that finished their answer during the grace are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops listening at once (new connections are refused), lets requests in flight finish for
 * up to `graceMs`, then destroys their connections. Resolves within about `graceMs` + 1 s even
 * when a destroyed socket never reports closed, so a stopping process cannot wait on it forever.
 */
export async function closeServer(server: Server, graceMs = 0): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection becomes idle once its answer is sent; close it then, not at the end.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const timers: NodeJS.Timeout[] = [];
  const wait = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
  try {
    if (graceMs > 0) await Promise.race([closed, wait(graceMs)]);
    server.closeAllConnections();
    await Promise.race([closed, wait(AFTER_CUT_MS)]);
  } finally {
    clearInterval(sweep);
    for (const timer of timers) clearTimeout(timer);
  }
}
