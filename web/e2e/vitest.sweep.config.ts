import { defineConfig } from 'vitest/config';
import { browserTestSettings, root } from './vitest.e2e.config';

// Browser sweeps that walk every route (accessibility): the browser tests' settings, one file
// at a time, run on their own by `npm run test:a11y` so that `npm test` stays short.
export default defineConfig({
  root,
  test: { ...browserTestSettings, maxWorkers: 1, fileParallelism: false, include: ['web/e2e/**/*.sweep.ts'] },
});
