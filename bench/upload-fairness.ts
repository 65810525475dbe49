/**
 * npx tsx bench/upload-fairness.ts [--quick]: only the upload fairness figures of npm run bench
 * (src/upload-fairness.ts), on a scratch database of the real Postgres, printed as JSON.
 */
import { createScratchDatabase } from './src/scratch-database.js';
import { uploadFairnessFigures } from './src/upload-fairness.js';

const quick = process.argv.includes('--quick');
const scratch = await createScratchDatabase();
try {
  const figures = await uploadFairnessFigures({
    databaseUrl: scratch.url, ordinarySubmits: quick ? 8 : 30, log: (message) => console.log(message),
  });
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await scratch.drop();
}
