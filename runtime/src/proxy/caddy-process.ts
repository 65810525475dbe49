/**
 * Runs the shipped deploy/Caddyfile with Caddy (Debian's `caddy`) in front of services on this
 * machine: its addresses come from the placeholders the file reads, its admin endpoint is off,
 * and whatever Caddy keeps lives in a temporary home that `stop` removes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/free-port.js';

export const CADDYFILE_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/Caddyfile');

export interface CaddyUpstreams {
  /** host:port of each write-service instance. */
  write: readonly string[];
  read: readonly string[];
  /** The built client's folder. */
  webRoot: string;
}

export interface RunningCaddy {
  url: string;
  /** What Caddy printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export function caddyInstalled(): boolean {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export async function startCaddy(upstreams: CaddyUpstreams): Promise<RunningCaddy> {
  const home = mkdtempSync(path.join(tmpdir(), 'kamra-caddy-'));
  const port = await freePort();
  const child = spawn('caddy', ['run', '--config', CADDYFILE_PATH, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      KAMRA_LISTEN: `http://127.0.0.1:${port}`,
      WRITE_UPSTREAMS: upstreams.write.join(' '),
      READ_UPSTREAMS: upstreams.read.join(' '),
      WEB_ROOT: upstreams.webRoot,
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => { output = (output + chunk.toString('utf8')).slice(-20_000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
