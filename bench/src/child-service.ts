/**
 * A service of ours in its own process, started as production starts it (node with tsx on its
 * main file), so the bench's own work never shares its event loop or its memory figures.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildService {
  url: string;
  /** The node process serving (not a wrapper), so its /proc figures are the service's own. */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs `file` (relative to the repository) with `env` and waits until GET /healthz answers. */
export async function startChildService(file: string, env: NodeJS.ProcessEnv): Promise<ChildService> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, file)], {
    cwd: ROOT, env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 600 && running; tries++) {
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok && child.pid !== undefined) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${file} did not start`);
}

/** Runs `file` to its end, its progress kept quiet unless it fails. */
export async function runScript(file: string, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, file)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${file} exited with ${code}:\n${output}`);
}
