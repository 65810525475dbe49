import { createLogger } from '../logger.js';
import type { HttpAppOptions } from './http-app.js';

/** The shared frame's options as tests of the frame take them: `mount` and whatever a test overrides. */
export function testFrameOptions(mount: HttpAppOptions['mount'], overrides: Partial<HttpAppOptions> = {}): HttpAppOptions {
  return {
    logger: createLogger('test'),
    authSecret: 'a-test-secret-long-enough-for-hs256!!',
    adminEmails: [],
    rateLimits: { signInPerIp: 1000, commandsPerUser: 1000, commandsPerIp: 1000 },
    rateLimitPool: null,
    readiness: async () => ({ ready: true, details: {} }),
    mount,
    ...overrides,
  };
}
