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

const HEAVY = 1000;
const LIGHT = 10;

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeSlots', () => {
  it("runs another user's one job next-but-one, however many heavy jobs one user queued before it", async () => {
    const slots = new DecodeSlots(2, HEAVY);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (requester: string, name: string, cost = LIGHT) => {
      const g = gate();
      gates.set(name, g);
      return slots.run(requester, cost, async () => {
        started.push(name);
        await g.opened;
        return name;
      });
    };
    const finish = async (name: string) => {
      gates.get(name)?.open();
      await settle();
    };

    const heavy = Array.from({ length: 8 }, (_, n) => job('ayesha', `ayesha-${n + 1}`));
    const ordinary = job('bilal', 'bilal-1');
    await settle();
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
    const slots = new DecodeSlots(2, HEAVY);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    const failing = slots.run('a', LIGHT, async () => {
      await work();
      throw new Error('decoder failed');
    });
    const rest = ['a', 'b', 'c', 'a', 'b'].map((requester, n) => slots.run(requester, n % 2 === 0 ? LIGHT : HEAVY + 1, work));

    await expect(failing).rejects.toThrow('decoder failed');
    await Promise.all(rest);
    expect(most).toBe(2);
  });

  it('lets heavy decodes hold one slot of two, so an ordinary photo never waits behind them', async () => {
    const slots = new DecodeSlots(2, HEAVY);
    const started: string[] = [];
    let heavyAtOnce = 0;
    let mostHeavyAtOnce = 0;
    const opened = new Map<string, () => void>();
    const job = (requester: string, name: string, cost: number) => slots.run(requester, cost, async () => {
      started.push(name);
      if (cost > HEAVY) mostHeavyAtOnce = Math.max(mostHeavyAtOnce, ++heavyAtOnce);
      await new Promise<void>((resolve) => opened.set(name, resolve));
      if (cost > HEAVY) heavyAtOnce -= 1;
    });
    const finish = async (name: string) => {
      opened.get(name)?.();
      await settle();
    };

    const heavy = [
      ...['a1', 'a2', 'a3'].map((name) => job('ayesha', name, HEAVY * 5)),
      ...['c1', 'c2'].map((name) => job('chaudhry', name, HEAVY * 5)),
    ];
    await settle();
    // One heavy decode runs; the other slot stays for ordinary pictures.
    expect(started).toEqual(['a1']);

    const photo = job('bilal', 'b1', LIGHT);
    await settle();
    expect(started).toEqual(['a1', 'b1']);

    await finish('b1');
    await photo;
    for (const name of ['a1', 'c1', 'a2', 'c2', 'a3']) await finish(name);
    await Promise.all(heavy);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
    expect(mostHeavyAtOnce).toBe(1);
  });
});
