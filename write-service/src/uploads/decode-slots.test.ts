import { describe, expect, it } from 'vitest';
import { DecodeSlots } from './decode-slots.js';

/** A job that runs until the test lets it finish, so the order of starts is the scheduler's alone. */
function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('DecodeSlots', () => {
  it("runs another user's one job next-but-one, however many heavy jobs one user queued before it", async () => {
    const slots = new DecodeSlots(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (requester: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return slots.run(requester, async () => {
        started.push(name);
        await g.opened;
        return name;
      });
    };
    const finish = async (name: string) => {
      gates.get(name)?.open();
      await new Promise((resolve) => setImmediate(resolve));
    };

    const heavy = Array.from({ length: 8 }, (_, n) => job('ayesha', `ayesha-${n + 1}`));
    const ordinary = job('bilal', 'bilal-1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['ayesha-1', 'ayesha-2']);

    await finish('ayesha-1');
    expect(started).toEqual(['ayesha-1', 'ayesha-2', 'bilal-1']);

    await finish('bilal-1');
    await expect(ordinary).resolves.toBe('bilal-1');
    for (let n = 2; n <= 8; n++) await finish(`ayesha-${n}`);
    await expect(Promise.all(heavy)).resolves.toHaveLength(8);
    // Never more than two at once, and every job ran.
    expect(started).toHaveLength(9);
  });

  it('never runs more jobs at once than it has slots, and frees a slot when a job fails', async () => {
    const slots = new DecodeSlots(2);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    const failing = slots.run('a', async () => {
      await work();
      throw new Error('decoder failed');
    });
    const rest = ['a', 'b', 'c', 'a', 'b'].map((requester) => slots.run(requester, work));

    await expect(failing).rejects.toThrow('decoder failed');
    await Promise.all(rest);
    expect(most).toBe(2);
  });
});
