export { metricsRegistry } from './registry.js';
export { countRateLimitRefusal, httpMetrics, routeLabel, UNROUTED } from './http-metrics.js';
export { startMetricsServer, type MetricsServer } from './metrics-server.js';
