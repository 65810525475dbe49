import { defineConfig } from 'vitest/config';

// One config runs every workspace. Each test file shares one PGlite at most (cold start is
// about 2.7 s), and files run in parallel on the machine's two cores.
export default defineConfig({
  test: {
    include: ['*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
