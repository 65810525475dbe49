/**
 * `npm ci && npm start` on a new machine shows a living site: on a new embedded data directory,
 * outside production, the demo is seeded before the server listens. Anywhere else (a real
 * Postgres, a data directory in use, production, KAMRA_DEMO=0) Kamra starts with what it has.
 * Only runtime/src/main.ts asks; tests, the e2e harness and the bench start their own way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { KamraConfig } from '@kamra/platform';
import { FULL_DEMO, type DemoSize } from './seed/seed-demo.js';

/** Signs in (dev sign-in) as the demo's admin when ADMIN_EMAILS names nobody. */
export const DEMO_ADMIN_EMAIL = 'admin@kamra.pk';

/** The demo `npm start` seeds on a new data directory; SEED_LISTINGS changes its size. */
export function firstRunDemoSize(env: NodeJS.ProcessEnv): DemoSize | null {
  if (env.KAMRA_DEMO === '0') return null;
  const listings = Number(env.SEED_LISTINGS ?? FULL_DEMO.listings);
  if (!Number.isInteger(listings) || listings < 0) return FULL_DEMO;
  // Fewer listings need fewer people; a tiny demo (tests) needs only a handful.
  return { listings, users: Math.min(FULL_DEMO.users, Math.max(3, Math.ceil(listings / 8))), pictures: Math.min(FULL_DEMO.pictures, Math.max(3, listings)) };
}

/** True when this start opens an embedded database that does not exist yet. */
export function isNewEmbeddedDataDir(config: KamraConfig): boolean {
  return !config.production && config.eventStoreUrl === undefined && config.databaseUrl === undefined
    && !existsSync(path.join(config.dataDir, 'pglite'));
}

/**
 * With the dev sign-in (never in production) anyone may sign in with any email, so naming a
 * default admin there opens nothing new, and it lets a newcomer moderate the demo at once.
 */
export function withDemoAdmin(config: KamraConfig): KamraConfig {
  return config.devSignIn && config.adminEmails.length === 0 ? { ...config, adminEmails: [DEMO_ADMIN_EMAIL] } : config;
}
