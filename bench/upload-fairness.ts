/**
 * npx tsx bench/upload-fairness.ts [--quick]: only the upload fairness figures of npm run bench
 * (src/upload-fairness.ts), on a scratch database of the real Postgres, printed as JSON.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { uploadFairnessFigures } from './src/upload-fairness.js';

const quick = process.argv.includes('--quick');
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kamra_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  const figures = await uploadFairnessFigures({
    databaseUrl: url.toString(), ordinarySubmits: quick ? 8 : 30, log: (message) => console.log(message),
  });
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
