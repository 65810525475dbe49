/** npm run rebuild: replays the whole log into fresh read tables and swaps them in. */
import { loadConfig } from '@kamra/platform';
import { projections } from '../projections.js';
import { rebuildReadTables } from '../rebuild.js';
import { openKamraStores } from '../open-stores.js';
import { progressLine } from './progress-bar.js';

const EMBEDDED_HINT = 'It serves one process at a time: if the app (npm start) is running, stop it first.';

const config = loadConfig();
if (config.databaseUrl === undefined) process.stderr.write(`Embedded database in ${config.dataDir}. ${EMBEDDED_HINT}\n`);
const stores = await openKamraStores(config).catch((error: unknown) => {
  console.error(`Could not open the databases: ${String(error)}`);
  process.exit(1);
});
const total = await stores.countEvents();
const interactive = process.stderr.isTTY;
let lastPrinted = 0;
const result = await rebuildReadTables({
  pool: stores.database.pool,
  store: stores.store,
  projections,
  onProgress(progress) {
    // A terminal gets one line redrawn in place; a log gets a line a second.
    if (interactive) process.stderr.write(`\r${progressLine(progress, total)}\x1b[K`);
    else if (progress.elapsedMs - lastPrinted >= 1000) {
      lastPrinted = progress.elapsedMs;
      process.stderr.write(`${progressLine(progress, total)}\n`);
    }
  },
});
process.stderr.write(`${interactive ? '\n' : ''}Rebuilt the read tables from ${result.events.toLocaleString('en-US')} events.\n`);
await stores.close();
