import { defineConfig } from 'vitest/config';
import browserTests from './vitest.e2e.config';

// Browser sweeps that walk every route (accessibility): the browser tests' settings, run on
// their own by `npm run test:a11y` so that `npm test` stays short.
export default defineConfig({
  ...browserTests,
  test: { ...browserTests.test, include: ['web/e2e/**/*.sweep.ts'] },
});
