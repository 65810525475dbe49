/**
 * Who goes next when several people wait for the same scarce thing (a decode slot): one queue
 * per requester, and the next served is the waiting requester served longest ago (one never
 * served first; between those, whoever came first). So someone queueing many jobs gets a turn
 * like everyone else, and a newcomer waits for one job to finish, not for all queued before.
 * Pure bookkeeping, no timers or I/O: the caller says when a job starts and ends.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  /** Per requester with jobs running or waiting: how many run, and when one last started. */
  private readonly requesters = new Map<string, { running: number; lastStarted: number }>();
  private starts = 0;

  /** Jobs waiting, of every requester. */
  get size(): number {
    let size = 0;
    for (const queue of this.waiting.values()) size += queue.length;
    return size;
  }

  add(requester: string, job: T): void {
    const queue = this.waiting.get(requester);
    if (queue) queue.push(job);
    else this.waiting.set(requester, [job]);
    if (!this.requesters.has(requester)) this.requesters.set(requester, { running: 0, lastStarted: -1 });
  }

  /**
   * The next job to start, now counted as running, or undefined when nobody waits. With
   * `startable`, only a requester whose next job passes it is considered (each requester's
   * jobs still start in the order queued).
   */
  take(startable: (job: T) => boolean = () => true): T | undefined {
    let chosen: string | undefined;
    let oldest = Infinity;
    // Map order is arrival order, and `<` keeps the earlier of two equally long-unserved.
    for (const [requester, queue] of this.waiting) {
      const next = queue[0];
      if (next === undefined || !startable(next)) continue;
      const lastStarted = this.requesters.get(requester)?.lastStarted ?? -1;
      if (lastStarted < oldest) {
        oldest = lastStarted;
        chosen = requester;
      }
    }
    if (chosen === undefined) return undefined;
    const queue = this.waiting.get(chosen) ?? [];
    const job = queue.shift();
    if (queue.length === 0) this.waiting.delete(chosen);
    this.started(chosen);
    return job;
  }

  /** A job of `requester` started without waiting: it still counts as that requester's turn. */
  started(requester: string): void {
    const entry = this.requesters.get(requester) ?? { running: 0, lastStarted: -1 };
    entry.running += 1;
    entry.lastStarted = this.starts++;
    this.requesters.set(requester, entry);
  }

  finished(requester: string): void {
    const entry = this.requesters.get(requester);
    if (entry === undefined) return;
    entry.running -= 1;
    // Forgotten once idle, so the bookkeeping stays as small as the queue.
    if (entry.running <= 0 && !this.waiting.has(requester)) this.requesters.delete(requester);
  }
}
