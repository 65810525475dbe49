import path from 'node:path';

/** Every setting of DESIGN.md "Configuration". All optional: the defaults run embedded. */
export interface KamraConfig {
  port: number;
  production: boolean;
  dataDir: string;
  /** postgres://, esdb:// or kurrentdb://; absent means the embedded PGlite in dataDir. */
  eventStoreUrl: string | undefined;
  /** postgres:// for the read tables; absent means the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  uploadDir: string;
  authSecret: string;
  adminEmails: readonly string[];
  google: { clientId: string; clientSecret: string } | null;
  /** Stripe Checkout for boosts; null means the built-in test checkout stands in (never in production). */
  stripe: StripeConfig | null;
  publicUrl: string;
  /** The dev sign-in form stands in for Google when no credentials are set, never in production. */
  devSignIn: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** Without it every webhook is refused; the BoostSuccess page still verifies payments. */
  webhookSecret: string | null;
  /** Another API host (STRIPE_API_BASE), for a local stub in tests; null means Stripe's own. */
  apiBase: URL | null;
}

export const DEV_AUTH_SECRET = 'kamra-dev-secret-do-not-use-in-production';

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
    authSecret: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    google,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null, apiBase: stripeApiBase(env.STRIPE_API_BASE) }
      : null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    devSignIn: !production && google === null,
  };
  if (production) {
    if (config.authSecret === DEV_AUTH_SECRET || config.authSecret.length < 32) {
      throw new ConfigError('Production needs AUTH_SECRET set to a random value of at least 32 characters.');
    }
    if (!config.google) throw new ConfigError('Production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: dev sign-in is refused.');
  }
  return config;
}

function stripeApiBase(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be a URL, got ${value}`);
  }
}
