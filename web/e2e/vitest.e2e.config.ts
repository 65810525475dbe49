import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every browser test file runs the whole app in-process plus a real Chromium: forks and long timeouts. */
export const browserTestSettings = { pool: 'forks', testTimeout: 90_000, hookTimeout: 120_000 } as const;

// The language switch's test reads <html dir> as soon as the Urdu texts show, while the app sets
// it only once Urdu's fonts are in or 100 ms have passed: with a second app and Chromium on the
// other core that moment stretched past the read. It runs after the others, on its own.
const ALONE = ['web/e2e/screenshots.e2e.ts'];

// Browser tests. Each file starts its own app on a free port with an in-memory database and its
// own Chromium, so two files run at once: most of a file's time is spent waiting (for the network
// to go quiet, for the projector), which the other file fills.
// Build the client first: npm run build -w web
export default defineConfig({
  root,
  test: {
    ...browserTestSettings,
    projects: [
      {
        extends: true,
        test: {
          name: 'two at a time',
          include: ['web/e2e/**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
