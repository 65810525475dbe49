export { ownTable } from './own-table.js';
export { openDatabase, databaseLocation, inTransaction, type Database, type DatabaseLocation } from './database.js';
export { loadConfig, ConfigError, type KamraConfig, type S3Config, type StripeConfig, type TwilioConfig } from './config.js';
export { persistedAuthSecret, AUTH_SECRET_FILE } from './auth/auth-secret.js';
export { apiRouter, isWellFormedId, refuseUnstorableUrls } from './http/request-guards.js';
export { rateLimiters, type RateLimits, type RefusalPage } from './http/rate-limits.js';
export { PostgresRateLimitStore } from './http/postgres-rate-limit-store.js';
export { perUserRateLimit, type PerUserRateLimit } from './http/per-user-rate-limit.js';
export { securityHeaders } from './http/security-headers.js';
export { sendJsonText, weakEtagOf } from './http/json-answer.js';
export { createLogger, type Logger } from './logger.js';
export { listenForNotifications, type Listener } from './notifications.js';
export * from './errors.js';
export { errorHandler, notFoundApi } from './http/error-handler.js';
export { requestContext } from './http/request-context.js';
export { signSessionToken, verifySessionToken, type SessionClaims } from './auth/session-token.js';
export { resolveActor, requireUser, requireAdmin, isAdminEmail, type Actor, type SignedInActor } from './auth/actor.js';
export { createHttpApp, framePieces, FRAME_MIDDLEWARE, JSON_BODY_LIMIT, type FrameMiddleware, type FramePiece, type HttpAppOptions } from './http/http-app.js';
export { listen, closeServer } from './http/listen.js';
export { serveHttp, startMetrics, type ServingHttp } from './http/serve-http.js';
export { exitOnSignals, CLOSE_AFTER_GRACE_MS } from './lifecycle/exit-on-signals.js';
export { metricsRegistry, countRateLimitRefusal, routeLabel, startMetricsServer, UNROUTED, type MetricsServer } from './metrics/index.js';
export {
  ROUTE_TABLE, ruleFor, destinationOf, BOOST_PACKAGES_PATH, DEV_OUTBOX_PATH, UNSUBSCRIBE_PATH, PAYMENTS_PREFIX,
  type RouteRule, type Upstream, type Destination,
} from './http/route-table.js';
export { assertFlatName, type ImageStore, type StoredImageInfo } from './images/image-store.js';
export { LocalImageStore } from './images/local-image-store.js';
export { S3ImageStore } from './images/s3-image-store.js';
export { openImageStore } from './images/open-image-store.js';
