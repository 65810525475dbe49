import type { Server } from 'node:http';
import type { Express } from 'express';
import type { KamraConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.js';
import { closeServer, listen } from './listen.js';

export interface ServingHttp {
  server: Server;
  port: number;
  metrics: MetricsServer | null;
  /**
   * Drains: /readyz answers 503 and the listener closes at once, requests in flight get
   * SHUTDOWN_GRACE_MS to finish before their connections are cut, then metrics stop.
   */
  stop(): Promise<void>;
}

/** A service's app on its public port, and its metrics on their own listener when METRICS_PORT is set. */
export async function serveHttp(app: Express, config: Pick<KamraConfig, 'port' | 'metrics' | 'shutdownGraceMs'>, logger: Logger): Promise<ServingHttp> {
  const { server, port } = await listen(app, config.port);
  const metrics = await startMetrics(config.metrics, logger);
  return {
    server,
    port,
    metrics,
    async stop() {
      app.locals.draining = true;
      await closeServer(server, config.shutdownGraceMs);
      await metrics?.close();
    },
  };
}

/** The metrics listener when METRICS_PORT is set, else none. */
export function startMetrics(metrics: KamraConfig['metrics'], logger: Logger): Promise<MetricsServer | null> {
  return metrics ? startMetricsServer({ ...metrics, logger }) : Promise.resolve(null);
}
