import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_AUTH_SECRET, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs everything embedded with no settings, with dev sign-in', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadDir).toMatch(/data\/uploads$/);
    expect(config.authSecret).toBe(DEV_AUTH_SECRET);
    expect(config.devSignIn).toBe(true);
  });

  it('reads admin emails comma separated, trimmed and lowercased', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Kamra.pk, ops@kamra.pk ,' }).adminEmails).toEqual(['boss@kamra.pk', 'ops@kamra.pk']);
  });

  it('turns dev sign-in off when Google credentials are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).devSignIn).toBe(false);
  });

  it('refuses to start in production with the default secret', () => {
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

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });
});
