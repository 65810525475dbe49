import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics in Prometheus text on a listener of its own, never on the public port: the
 * series name routes and queue sizes an outsider has no business reading, and a scrape must
 * not count against the public rate limits or show up in the request metrics it reports.
 */
export async function startMetricsServer(options: { host: string; port: number; logger: Logger }): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  options.logger.info({ host: options.host, port }, 'metrics listening');
  return {
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
