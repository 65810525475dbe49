import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every browser test file runs the whole app in-process plus a real Chromium: forks and long timeouts. */
export const browserTestSettings = { pool: 'forks', testTimeout: 90_000, hookTimeout: 120_000 } as const;

// Browser tests. Each file starts its own app on a free port with an in-memory database and its
// own Chromium, so two files run at once: most of a file's time is spent waiting (for the network
// to go quiet, for the projector), which the other file fills.
// Build the client first: npm run build -w web
export default defineConfig({
  root,
  test: {
    ...browserTestSettings,
    include: ['web/e2e/**/*.e2e.ts'],
    maxWorkers: 2,
  },
});
