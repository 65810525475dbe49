import { defineConfig } from 'vitest/config';

// The reliability suites: slower than the unit suites, run by `npm run test:reliability`.
export default defineConfig({
  test: {
    include: ['runtime/reliability/**/*.reliability.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
