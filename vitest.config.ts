import { defineConfig } from 'vitest/config';

// One config runs every workspace. Each test file shares one PGlite at most (cold start is
// about 2.7 s), and files run two at a time on the machine's two cores. Said here because
// vitest's default is one worker fewer than the cores: one on two cores, every file in turn.
export default defineConfig({
  test: {
    include: ['*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
