/**
 * Replay guard for phone numbers: whatever a person does with codes (send, wrong codes, verify,
 * remove, in any order the decider accepts), the verified_phones rows projected from the log
 * are exactly the numbers the write side holds as verified.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@kamra/platform';
import { userStreamDecider, type UserStreamCommand } from '@kamra/write-service/testing/deciders';
import type { Turn } from '../testing/decided-events.js';
import { userHistory } from '../testing/decided-events.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

const PHONES = ['+923001234567', '+923217654321', '+92512345678'];
const t0 = Date.parse('2026-01-15T10:00:00.000Z');

type Step = { kind: 'send' | 'right' | 'wrong' | 'remove'; phone: number; minutes: number };
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('send' as const, 'right' as const, 'wrong' as const, 'remove' as const),
  phone: fc.nat(PHONES.length - 1),
  minutes: fc.integer({ min: 0, max: 20 }),
});

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('verified_phones from the log', () => {
  it('holds exactly the numbers the decider holds as verified (property)', async () => {
    let run = 0;
    let runsWithVerified = 0;
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
      run += 1;
      const userId = `u-${run}`;
      const at = (ms: number) => new Date(ms).toISOString();
      let now = t0;
      const signIn: UserStreamCommand = { type: 'SignIn', userId, name: 'Ayesha Khan', email: `${userId}@example.pk`, picture: null };
      const turns: Turn<UserStreamCommand>[] = [{ command: signIn, actor: { id: userId, role: 'user' }, at: at(now) }];
      let state = userStreamDecider.initialState();
      state = userStreamDecider.decide(signIn, state).reduce(userStreamDecider.evolve, state);
      // Only the turns the decider accepts, as the routes would leave them: a refusal appends nothing.
      for (const { kind, phone: index, minutes } of steps) {
        now += minutes * 60_000;
        const phone = PHONES[index] ?? '';
        const command: UserStreamCommand = kind === 'send'
          ? { type: 'SendPhoneCode', userId, phone, codeHash: `h-${phone}-${now}`, now: new Date(now) }
          : kind === 'remove'
            ? { type: 'RemovePhone', userId, phone }
            : { type: 'VerifyPhone', userId, phone, codeHash: kind === 'right' ? lastHash(turns, phone) : 'wrong', now: new Date(now) };
        try {
          const events = userStreamDecider.decide(command, state);
          state = events.reduce(userStreamDecider.evolve, state);
          if (events.length > 0) turns.push({ command, actor: { id: userId, role: 'user' }, at: at(now) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      const db = await spec.given(...userHistory(userId, ...turns));
      const rows = await db.selectFrom('verified_phones').select('phone').where('user_id', '=', userId).execute();
      expect(rows.map((row) => row.phone).sort()).toEqual([...state.phone.verified].sort());
      if (state.phone.verified.size > 0) runsWithVerified += 1;
    }), {
      numRuns: 20,
      // Verified, removed and verified again; and verified after wrong codes: so a run is never only empty sets.
      examples: [
        [[{ kind: 'send', phone: 0, minutes: 0 }, { kind: 'right', phone: 0, minutes: 1 }, { kind: 'remove', phone: 0, minutes: 1 },
          { kind: 'send', phone: 0, minutes: 1 }, { kind: 'right', phone: 0, minutes: 1 }]],
        [[{ kind: 'send', phone: 1, minutes: 0 }, { kind: 'wrong', phone: 1, minutes: 1 }, { kind: 'right', phone: 1, minutes: 1 }]],
      ],
    });
    expect(runsWithVerified).toBeGreaterThan(0);
  }, 120_000);
});

/** The hash of the latest code sent to `phone` in these turns, so a "right" step types it back. */
function lastHash(turns: readonly Turn<UserStreamCommand>[], phone: string): string {
  for (let index = turns.length - 1; index >= 0; index--) {
    const command = turns[index]?.command;
    if (command?.type === 'SendPhoneCode' && command.phone === phone) return command.codeHash;
  }
  return 'none';
}
