import path from 'node:path';
import { persistedAuthSecret } from './auth/auth-secret.js';
import { DEFAULT_WEBHOOKS_PER_IP, type RateLimits } from './http/rate-limits.js';

/** Every setting of DESIGN.md "Configuration". All optional: the defaults run embedded. */
export interface KamraConfig {
  port: number;
  production: boolean;
  dataDir: string;
  /** postgres://, esdb:// or kurrentdb://; absent means the embedded PGlite in dataDir. */
  eventStoreUrl: string | undefined;
  /** postgres:// for the read tables; absent means the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Stored pictures on local disk (and, with S3 too, where uploads are spooled while they are checked). */
  uploadDir: string;
  /** S3-compatible object storage for stored pictures (S3_BUCKET); null keeps them in uploadDir. */
  s3: S3Config | null;
  authSecret: string;
  adminEmails: readonly string[];
  google: { clientId: string; clientSecret: string } | null;
  /** Stripe Checkout for boosts; null means the built-in test checkout stands in (never in production). */
  stripe: StripeConfig | null;
  /** Twilio for text messages (phone codes); null means the dev outbox stands in (never in production). */
  twilio: TwilioConfig | null;
  /** SMTP for alert emails (SMTP_URL, nodemailer); null means the dev outbox stands in (never in production). */
  email: { smtpUrl: string; from: string } | null;
  /** The hour of the day (Pakistan time, 0-23) the daily alert digest goes out (ALERT_DIGEST_HOUR, default 8). */
  digestHour: number;
  publicUrl: string;
  /**
   * Which peers' X-Forwarded-For is believed (Express's `trust proxy`: preset names, addresses or
   * CIDR ranges, comma-separated): the proxies in front, so a client's address (rate limits) is
   * the client's, not the proxy's.
   */
  trustedProxies: string;
  /** The dev sign-in form stands in for Google when no credentials are set, never in production. */
  devSignIn: boolean;
  rateLimits: RateLimits;
  /** Blog comments one person may post a minute (beside the command limits). */
  commentsPerUserPerMinute: number;
  /** Queries with x-after-position: how many may wait at once, and for how long. */
  readWait: { maxWaiters: number; maxWaitMs: number };
  /** How long a search page may be answered from memory while the read tables stand still; 0: never. */
  searchCacheMs: number;
  /** The most memory the search page cache holds, in MiB of page JSON (READ_SEARCH_CACHE_MB). */
  searchCacheMb: number;
  /** GET /metrics on a listener of its own (METRICS_PORT, METRICS_HOST); null: no metrics listener. */
  metrics: { host: string; port: number } | null;
  /** After SIGTERM, how long requests in flight may run before their connections are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (R2, MinIO), S3_ENDPOINT; null means AWS's own. */
  endpoint: string | null;
  region: string;
}

export interface StripeConfig {
  secretKey: string;
  /** Without it every webhook is refused; the BoostSuccess page still verifies payments. */
  webhookSecret: string | null;
  /** Another API host (STRIPE_API_BASE), for a local stub in tests; null means Stripe's own. */
  apiBase: URL | null;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sender number or messaging service the codes come from (TWILIO_FROM). */
  from: string;
  /** Another API host (TWILIO_API_BASE), for a local stub in tests; null means Twilio's own. */
  apiBase: URL | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): KamraConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
    : null;
  const config: KamraConfig = {
    port,
    production,
    dataDir,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    // Credentials come from the AWS SDK's usual places (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, a profile).
    s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || null, region: env.S3_REGION || 'us-east-1' } : null,
    // Production must name its secret; elsewhere one is made on first start (see auth-secret.ts).
    authSecret: env.AUTH_SECRET ?? (production ? '' : persistedAuthSecret(dataDir)),
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    google,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null, apiBase: stripeApiBase(env.STRIPE_API_BASE) }
      : null,
    twilio: twilioConfig(env),
    email: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM || 'Kamra <alerts@kamra.pk>' } : null,
    digestHour: wholeNumber(env, 'ALERT_DIGEST_HOUR', 8, 0) % 24,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustedProxies: env.TRUSTED_PROXIES?.trim() || 'loopback',
    devSignIn: !production && google === null,
    rateLimits: {
      signInPerIp: perMinute(env, 'RATE_LIMIT_SIGN_IN_PER_IP', 30),
      commandsPerUser: perMinute(env, 'RATE_LIMIT_COMMANDS_PER_USER', 60),
      commandsPerIp: perMinute(env, 'RATE_LIMIT_COMMANDS_PER_IP', 300),
      webhooksPerIp: perMinute(env, 'RATE_LIMIT_WEBHOOKS_PER_IP', DEFAULT_WEBHOOKS_PER_IP),
    },
    commentsPerUserPerMinute: perMinute(env, 'RATE_LIMIT_COMMENTS_PER_USER', 5),
    readWait: {
      maxWaiters: positiveWhole(env, 'READ_WAIT_MAX_WAITERS', 200),
      maxWaitMs: positiveWhole(env, 'READ_WAIT_MAX_MS', 2000),
    },
    searchCacheMs: wholeNumber(env, 'READ_SEARCH_CACHE_MS', 10_000, 0),
    searchCacheMb: wholeNumber(env, 'READ_SEARCH_CACHE_MB', 64, 1),
    metrics: metricsListener(env),
    shutdownGraceMs: wholeNumber(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
  };
  if (production) {
    if (config.authSecret.length < 32) {
      throw new ConfigError('Production needs AUTH_SECRET set to a random value of at least 32 characters.');
    }
    if (!config.google) throw new ConfigError('Production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: dev sign-in is refused.');
  }
  return config;
}

/**
 * Loopback by default, so metrics are never published by accident; a container, whose loopback
 * the scraper cannot reach, sets METRICS_HOST=0.0.0.0 (the Dockerfile does) and keeps the port
 * unpublished.
 */
function metricsListener(env: NodeJS.ProcessEnv): KamraConfig['metrics'] {
  if (!env.METRICS_PORT) return null;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`METRICS_PORT must be a port number, got ${env.METRICS_PORT}`);
  if (env.PORT !== undefined && port !== 0 && port === Number(env.PORT)) throw new ConfigError('METRICS_PORT must differ from PORT: metrics are never served on the public port.');
  return { host: env.METRICS_HOST || '127.0.0.1', port };
}

function stripeApiBase(value: string | undefined): URL | null {
  return apiBase('STRIPE_API_BASE', value);
}

function apiBase(name: string, value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got ${value}`);
  }
}

/**
 * Kamra makes and checks its own codes (only their hash is kept), so Twilio only carries the
 * text: it needs a sender, TWILIO_FROM. A Verify service would make codes of its own.
 */
function twilioConfig(env: NodeJS.ProcessEnv): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  if (!accountSid || !authToken) return null;
  const from = env.TWILIO_FROM;
  if (!from) throw new ConfigError('TWILIO_FROM must name the number (or messaging service) phone codes are sent from.');
  return { accountSid, authToken, from, apiBase: apiBase('TWILIO_API_BASE', env.TWILIO_API_BASE) };
}
/** A whole number of at least `min` from the environment, or its default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got ${text}`);
  return value;
}

function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumber(env, name, fallback, 1);
}

/** A requests-per-minute limit. */
const perMinute = positiveWhole;
