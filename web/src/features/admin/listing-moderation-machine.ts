import { messages } from '@kamra/contracts/messages';
import type { CommandAccepted } from '@kamra/contracts/read-models';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { message } from '../../i18n';
import { sendModerationDecision, type ModerationDecision, type ModerationRequest } from './api/moderate-listing';

export type { ModerationDecision, ModerationRequest };


export interface ModerationInput {
  listingId: string;
  /** The content the admin is looking at (ListingDetail.contentAt), which the decision names. */
  seen?: string;
}

interface ModerationContext {
  listingId: string;
  seen: string | undefined;
  decision: ModerationDecision | null;
  reason: string;
  /** A message for the admin: the refused empty reason, or why sending failed. */
  error: string | null;
  /** Another admin decided first (409): nothing to retry, only to go back. */
  alreadyDecided: boolean;
  /** The owner changed the listing while the admin looked (409): the page shows the changes, to be decided afresh. */
  changed: boolean;
  /** The server's answer once the decision is recorded. */
  outcome: CommandAccepted | null;
}

export type ModerationEvent =
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'REASON_CHANGED'; reason: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

const CONFLICT = 409;
const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === CONFLICT;
/** The server's messages reach here in the reader's language, as message() gives them. */
const isChange = (error: ApiError): boolean => error.message === message('listingChangedWhileViewed');

/**
 * An admin's decision on a pending listing (spec section 4, "Admin actions on a listing").
 *
 *   idle --APPROVE|REJECT--> confirming --CONFIRM--> sending --> done
 *                              |  CANCEL -> idle                 \-> failed --RETRY--> sending
 *                              |  (reject: an empty reason stays here with the spec's message)
 *
 * A 409 means another admin decided first: `failed` with `alreadyDecided`, no retry offered; or
 * that the owner changed the listing since it was shown: `failed` with `changed`, and the page
 * shows it again to be decided afresh.
 * The request itself is the `sendDecision` actor, so tests replace it.
 */
export const listingModerationMachine = setup({
  types: {
    input: {} as ModerationInput,
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
  },
  actors: {
    sendDecision: fromPromise<CommandAccepted, ModerationRequest>(({ input }) => sendModerationDecision(input)),
  },
  guards: {
    reasonGiven: ({ context }) => context.decision === 'approve' || context.reason.trim() !== '',
    retryable: ({ context }) => !context.alreadyDecided,
  },
}).createMachine({
  id: 'listingModeration',
  context: ({ input }) => ({
    listingId: input.listingId,
    seen: input.seen,
    decision: null,
    reason: '',
    error: null,
    alreadyDecided: false,
    changed: false,
    outcome: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        APPROVE: { target: 'confirming', actions: assign({ decision: 'approve', reason: '', error: null }) },
        REJECT: { target: 'confirming', actions: assign({ decision: 'reject', reason: '', error: null }) },
      },
    },
    confirming: {
      on: {
        REASON_CHANGED: { actions: assign({ reason: ({ event }) => event.reason, error: null }) },
        CONFIRM: [
          { guard: 'reasonGiven', target: 'sending', actions: assign({ error: null }) },
          { actions: assign({ error: messages.rejectionReasonRequired }) },
        ],
        // Cancelling the prompt aborts: nothing is sent.
        CANCEL: { target: 'idle', actions: assign({ decision: null, reason: '', error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'sendDecision',
        input: ({ context }) => ({
          listingId: context.listingId,
          decision: context.decision ?? 'approve',
          reason: context.reason.trim(),
          ...(context.seen === undefined ? {} : { seen: context.seen }),
        }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof ApiError ? event.error.message : messages.connectionFailed),
            alreadyDecided: ({ event }) => isConflict(event.error) && !isChange(event.error),
            changed: ({ event }) => isConflict(event.error) && isChange(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        RETRY: { guard: 'retryable', target: 'sending', actions: assign({ error: null }) },
        CANCEL: { guard: 'retryable', target: 'idle', actions: assign({ decision: null, reason: '', error: null }) },
      },
    },
  },
});
