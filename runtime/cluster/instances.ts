/**
 * The services as separate processes, as a deployment runs them: each on its own fixed port
 * (so the proxy's list of upstreams stays right across restarts), killed with SIGKILL and
 * started again by the cluster test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type InstanceKind = 'write' | 'read' | 'projector' | 'reactors';

const ENTRY: Readonly<Record<InstanceKind, string>> = {
  write: 'write-service/src/main.ts',
  read: 'read-service/src/main.ts',
  projector: 'projector/src/main.ts',
  reactors: 'runtime/src/reactors-main.ts',
};

export class Instance {
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(
    readonly kind: InstanceKind,
    readonly name: string,
    /** null for the projector and the reactors, which serve nothing. */
    readonly port: number | null,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.port ?? 0}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The end of what it printed to stderr, for a failing assertion's message. */
  get errors(): string {
    return this.stderr;
  }

  start(): void {
    const env = { ...this.env, ...(this.port === null ? {} : { PORT: String(this.port) }) };
    // node itself, not the tsx wrapper: SIGKILL must hit the process that does the work.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, ENTRY[this.kind])], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000);
    });
    this.child = child;
  }

  /** Until /readyz answers 200 (one that serves nothing: at once). */
  async ready(timeoutMs = 120_000): Promise<void> {
    if (this.port === null) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited:\n${this.stderr}`);
      const ok = await fetch(`http://${this.address}/readyz`).then((response) => response.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.stderr}`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
