import { useCallback, useReducer, useRef } from 'react';
import type { ApiFieldErrors } from './api-error';
import { commandReducer, idleCommand, type CommandState } from './command-status';

export type CommandResult<R> = { ok: true; value: R } | { ok: false };

export interface Command<A extends unknown[], R> {
  state: CommandState;
  /** True while the command is on its way: disable the submit button. */
  sending: boolean;
  /** The message to show after a failed try, or null. */
  error: string | null;
  /** Per-field messages of a failed try (validation), keyed by field name. */
  fieldErrors: ApiFieldErrors;
  /** Sends the command; a second call while one is on its way is ignored (`{ ok: false }`). */
  run: (...args: A) => Promise<CommandResult<R>>;
  /** Back to idle, e.g. when the form is edited after a failure. */
  reset: () => void;
}

const noFieldErrors: ApiFieldErrors = {};

/**
 * The submit state of a form that sends one command (`send`): sending, the error to show,
 * and double-submit protection. The caller decides what success means (navigate, clear the
 * form) from `run`'s result.
 */
export function useCommand<A extends unknown[], R>(send: (...args: A) => Promise<R>): Command<A, R> {
  const [state, dispatch] = useReducer(commandReducer, idleCommand);
  // A ref, not the state: two clicks in one render must not both send.
  const inFlight = useRef(false);
  const sender = useRef(send);
  sender.current = send;

  const run = useCallback(async (...args: A): Promise<CommandResult<R>> => {
    if (inFlight.current) return { ok: false };
    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      const value = await sender.current(...args);
      dispatch({ type: 'succeed' });
      return { ok: true, value };
    } catch (error: unknown) {
      dispatch({ type: 'fail', error });
      return { ok: false };
    } finally {
      inFlight.current = false;
    }
  }, []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return {
    state,
    sending: state.status === 'sending',
    error: state.status === 'failed' ? state.message : null,
    fieldErrors: state.status === 'failed' ? state.fields : noFieldErrors,
    run,
    reset,
  };
}
