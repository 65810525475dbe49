import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE } from './auth/auth-secret.js';
import { ConfigError, loadConfig } from './config.js';

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kamra-config-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('runs everything embedded with no settings, with dev sign-in', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(40) });
    expect(config.port).toBe(3000);
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadDir).toMatch(/data\/uploads$/);
    expect(config.devSignIn).toBe(true);
    expect(config.trustedProxies).toBe('loopback');
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), TRUSTED_PROXIES: ' loopback, uniquelocal ' }).trustedProxies).toBe('loopback, uniquelocal');
  });

  it('makes a random secret on first start, keeps it in DATA_DIR readable by its owner only, and reuses it', () => {
    const one = freshDataDir();
    const first = loadConfig({ DATA_DIR: one }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(one, AUTH_SECRET_FILE), 'utf8')).toBe(first);
    expect(statSync(path.join(one, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: one }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).authSecret).not.toBe(first);
  });

  it('reads rate limits per minute from the environment', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(40), RATE_LIMIT_SIGN_IN_PER_IP: '5' });
    expect(config.rateLimits.signInPerIp).toBe(5);
    expect(config.rateLimits.commandsPerUser).toBeGreaterThan(0);
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), RATE_LIMIT_COMMANDS_PER_USER: 'lots' })).toThrow(ConfigError);
  });

  it('keeps search pages at most ten seconds and 64 MiB by default; 0 seconds turns that off, a negative age or no memory is refused', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).searchCacheMs).toBe(10_000);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), READ_SEARCH_CACHE_MS: '0' }).searchCacheMs).toBe(0);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).searchCacheMb).toBe(64);
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), READ_SEARCH_CACHE_MB: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), READ_SEARCH_CACHE_MS: '-1' })).toThrow(/at least 0/);
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless told, never on the public port', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).metrics).toBeNull();
    expect(loadConfig({ ...secret, METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ ...secret, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(() => loadConfig({ ...secret, METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, PORT: '3000', METRICS_PORT: '3000' })).toThrow(/must differ from PORT/);
  });

  it('gives requests in flight ten seconds after SIGTERM unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), SHUTDOWN_GRACE_MS: '-5' })).toThrow(ConfigError);
  });

  it('reads admin emails comma separated, trimmed and lowercased', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), ADMIN_EMAILS: ' Boss@Kamra.pk, ops@kamra.pk ,' }).adminEmails).toEqual(['boss@kamra.pk', 'ops@kamra.pk']);
  });

  it('turns dev sign-in off when Google credentials are set', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).devSignIn).toBe(false);
  });

  it('refuses to start in production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toThrow(ConfigError);
  });

  it('refuses to start in production with dev sign-in (no Google credentials)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/dev sign-in is refused/);
  });

  it('starts in production with a real secret and Google', () => {
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(config.production).toBe(true);
    expect(config.devSignIn).toBe(false);
  });

  it('reads Stripe keys and an optional API host for a local stub', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: null, apiBase: null });
    const stubbed = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe;
    expect(stubbed?.apiBase?.port).toBe('4010');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: 'not a url' })).toThrow(ConfigError);
  });

  it('reads Twilio settings, which need a sender, and an optional API host for a local stub', () => {
    expect(loadConfig({}).twilio).toBeNull();
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' };
    expect(loadConfig(twilio).twilio).toEqual({ accountSid: 'AC1', authToken: 't', from: '+15005550006', apiBase: null });
    expect(loadConfig({ ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:4011' }).twilio?.apiBase?.port).toBe('4011');
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(ConfigError);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), PORT: 'eighty' })).toThrow(ConfigError);
  });
});
