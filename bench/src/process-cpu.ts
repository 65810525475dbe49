import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU of a process so far, in ms (fields 14 and 15 of /proc/PID/stat, in clock
 * ticks of 10 ms); null once the process has gone.
 */
export async function processCpuMs(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / TICKS_PER_SECOND;
}

/** The pids of every postgres process: the service's connections come and go, so all are read. */
export async function postgresPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') pids.push(Number(entry));
  }
  return pids;
}

/** What each of `pids` has spent so far, in ms; a process gone since is left out. */
export async function postgresCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const spent = new Map<number, number>();
  for (const pid of pids) {
    const ms = await processCpuMs(pid);
    if (ms !== null) spent.set(pid, ms);
  }
  return spent;
}

/**
 * What the postgres processes spent between two readings. One that ended between them (an
 * autovacuum worker, say) is left out: it would take all it ever spent off the sum. One that
 * started between them (a connection the pool opened) counts in full, as all it spent is since.
 */
export function spentBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
