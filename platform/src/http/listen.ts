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

export async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
