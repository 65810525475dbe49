/**
 * The submit state of a form that sends one command: idle, sending, then done or failed with
 * the message (and per-field messages) to show. A pure reducer, so the rules are tested
 * without a browser: a failure keeps nothing of the previous try, a new try clears the error.
 */
import { message } from '../i18n';
import { ApiError, type ApiFieldErrors } from './api-error';

export type CommandState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done' }
  | { status: 'failed'; message: string; fields: ApiFieldErrors };

export type CommandEvent = { type: 'send' } | { type: 'succeed' } | { type: 'fail'; error: unknown } | { type: 'reset' };

export const idleCommand: CommandState = { status: 'idle' };

/** What a failed send tells the person, in their language: the server's message, or the spec's generic one. */
export function failureOf(error: unknown): { message: string; fields: ApiFieldErrors } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} };
  return { message: message('internalError'), fields: {} };
}

export function commandReducer(state: CommandState, event: CommandEvent): CommandState {
  switch (event.type) {
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'succeed':
      return { status: 'done' };
    case 'fail':
      return { status: 'failed', ...failureOf(event.error) };
    case 'reset':
      return idleCommand;
  }
}
