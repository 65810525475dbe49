import { messages } from '@kamra/contracts/messages';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, networkError } from '../../lib/api-error';
import { listingModerationMachine, type ModerationRequest } from './listing-moderation-machine';

/** The machine with its request replaced: answers come from `answer`, requests are recorded. */
function startModeration(answer: (request: ModerationRequest) => Promise<CommandAccepted>, seen?: string) {
  const sent: ModerationRequest[] = [];
  const machine = listingModerationMachine.provide({
    actors: {
      sendDecision: fromPromise<CommandAccepted, ModerationRequest>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { listingId: 'listing-1', ...(seen === undefined ? {} : { seen }) } }).start();
  return { actor, sent };
}

const accepted = (message: string) => async (): Promise<CommandAccepted> => ({ message, position: '7.0' });
const settled = (actor: ReturnType<typeof startModeration>['actor']) =>
  waitFor(actor, (state) => state.matches('done') || state.matches('failed'));

describe('listing moderation', () => {
  it('approves after a confirmation and keeps the server answer', async () => {
    const { actor, sent } = startModeration(accepted(messages.listingApproved));
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);

    actor.send({ type: 'CONFIRM' });
    const state = await settled(actor);
    expect(state.value).toBe('done');
    expect(state.status).toBe('done');
    expect(state.context.outcome).toEqual({ message: messages.listingApproved, position: '7.0' });
    expect(sent).toEqual([{ listingId: 'listing-1', decision: 'approve', reason: '' }]);
  });

  it('rejects with the typed reason, trimmed', async () => {
    const { actor, sent } = startModeration(accepted(messages.listingRejected));
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REASON_CHANGED', reason: '  Pictures show a different room.  ' });
    actor.send({ type: 'CONFIRM' });
    const state = await settled(actor);
    expect(state.value).toBe('done');
    expect(state.context.outcome?.message).toBe(messages.listingRejected);
    expect(sent).toEqual([{ listingId: 'listing-1', decision: 'reject', reason: 'Pictures show a different room.' }]);
  });

  it('refuses an empty or blank reason with the spec message and sends nothing', () => {
    const { actor, sent } = startModeration(accepted(messages.listingRejected));
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe(messages.rejectionReasonRequired);

    actor.send({ type: 'REASON_CHANGED', reason: '   ' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(messages.rejectionReasonRequired);
    expect(sent).toEqual([]);
  });

  it('aborts on cancel, forgetting the decision and the reason', () => {
    const { actor, sent } = startModeration(accepted(messages.listingRejected));
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REASON_CHANGED', reason: 'Blurry' });
    actor.send({ type: 'CANCEL' });
    const state = actor.getSnapshot();
    expect(state.value).toBe('idle');
    expect(state.context).toMatchObject({ decision: null, reason: '', error: null });
    expect(sent).toEqual([]);

    // A later approval starts clean.
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().context).toMatchObject({ decision: 'approve', reason: '' });
  });

  it('tells the second admin that the listing was already decided, with no retry', async () => {
    const { actor, sent } = startModeration(async () => {
      throw new ApiError(409, 'conflict', messages.listingAlreadyApproved);
    });
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REASON_CHANGED', reason: 'Duplicate' });
    actor.send({ type: 'CONFIRM' });
    const state = await settled(actor);
    expect(state.value).toBe('failed');
    expect(state.context).toMatchObject({ alreadyDecided: true, error: messages.listingAlreadyApproved });

    actor.send({ type: 'RETRY' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(sent).toHaveLength(1);
  });

  it('offers a retry after a lost connection and succeeds on the second try', async () => {
    let attempts = 0;
    const { actor, sent } = startModeration(async () => {
      attempts += 1;
      if (attempts === 1) throw networkError();
      return { message: messages.listingApproved, position: '9.0' };
    });
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    const failed = await settled(actor);
    expect(failed.context).toMatchObject({ alreadyDecided: false, error: messages.connectionFailed });

    actor.send({ type: 'RETRY' });
    const done = await waitFor(actor, (state) => state.matches('done'));
    expect(done.context.error).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('ignores a confirmation before a decision was chosen', () => {
    const { actor, sent } = startModeration(accepted(messages.listingApproved));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('names the content it was shown, and tells a change while looking from another admin deciding first', async () => {
    const seen = '2026-11-30T08:00:00.000Z';
    const { actor, sent } = startModeration(async () => {
      throw new ApiError(409, 'conflict', messages.listingChangedWhileViewed);
    }, seen);
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    const state = await settled(actor);
    expect(sent).toEqual([{ listingId: 'listing-1', decision: 'approve', reason: '', seen }]);
    expect(state.context).toMatchObject({ changed: true, alreadyDecided: false, error: messages.listingChangedWhileViewed });
  });
});
