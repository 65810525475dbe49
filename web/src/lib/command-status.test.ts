import { messages } from '@kamra/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { commandReducer, idleCommand, type CommandState } from './command-status';

describe('command submit state', () => {
  it('goes idle -> sending -> done', () => {
    const sending = commandReducer(idleCommand, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    expect(commandReducer(sending, { type: 'succeed' })).toEqual({ status: 'done' });
  });

  it("shows the server's message and field messages when the command is refused", () => {
    const refused = new ApiError(422, 'validation_failed', 'Please fix the fields.', { comment: 'Too long' });
    expect(commandReducer({ status: 'sending' }, { type: 'fail', error: refused })).toEqual({
      status: 'failed',
      message: 'Please fix the fields.',
      fields: { comment: 'Too long' },
    });
  });

  it('shows the generic message for anything that is not an API error', () => {
    const failed = commandReducer({ status: 'sending' }, { type: 'fail', error: new TypeError('boom') });
    expect(failed).toEqual({ status: 'failed', message: messages.internalError, fields: {} });
  });

  it('clears the previous error on a new try and on reset', () => {
    const failed: CommandState = { status: 'failed', message: 'No', fields: {} };
    expect(commandReducer(failed, { type: 'send' })).toEqual({ status: 'sending' });
    expect(commandReducer(failed, { type: 'reset' })).toEqual(idleCommand);
  });
});
