import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** npm start builds the web client when web/dist is missing or older than its sources. */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const built = path.join(web, 'dist/index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(web, p)).filter(existsSync);
const newestSource = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)));
if (!existsSync(built) || statSync(built).mtimeMs < newestSource) {
  console.log('Building the web client...');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
}
