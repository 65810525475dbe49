import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: several instances of each service as separate processes on the real
// Postgres behind Caddy, under load while instances are killed.
export default defineConfig({
  test: {
    include: ['runtime/cluster/**/*.cluster.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
