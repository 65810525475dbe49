/**
 * @kamra/write-service/testing/deciders: the real deciders, for other packages' tests that need
 * events. A projection test that takes its events from here feeds only histories the write side
 * can produce: a sequence the decider refuses (approve after reject, say) throws while the test
 * builds it instead of passing against rows no user will ever see.
 */
import type { UserEvent } from '@kamra/contracts/events';
import type { Decider } from '../commands/decider.js';
import { phoneDecider, type PhoneCommand, type PhoneState } from '../phones/phone-decider.js';
import { userDecider, type UserCommand, type UserState } from '../users/user-decider.js';

export { listingDecider, type ListingState } from '../listings/listing-decider.js';
export type { ListingCommand } from '../listings/listing-commands.js';
export { reviewDecider, type ReviewCommand } from '../reviews/review-decider.js';
export { blogDecider, type BlogCommand } from '../blogs/blog-decider.js';
export { userDecider, type UserCommand } from '../users/user-decider.js';
export { phoneDecider, type PhoneCommand } from '../phones/phone-decider.js';
export { checkoutDecider } from '../payments/checkout-decider.js';
export type { CheckoutCommand } from '../payments/checkout-commands.js';
export { followDecider, type FollowCommand } from '../following/follow-decider.js';
export { notificationDecider, type NotificationCommand } from '../following/notification-decider.js';
export type { Decider } from '../commands/decider.js';
export type { Requester } from '../commands/requester.js';

/**
 * Decides each command against the state its predecessors left, as the command handler does
 * (load, decide, append), and returns what each one decided, in order. A refused command throws
 * the decider's own error.
 */
export function decideInTurn<State, Command, Event extends { type: string; data: object }>(
  decider: Decider<State, Command, Event>,
  commands: readonly Command[],
): Event[][] {
  let state = decider.initialState();
  return commands.map((command) => {
    const events = decider.decide(command, state);
    state = events.reduce((folded, event) => decider.evolve(folded, event), state);
    return events;
  });
}

export type UserStreamCommand = UserCommand | PhoneCommand;

const PHONE_COMMANDS = new Set<UserStreamCommand['type']>(['SendPhoneCode', 'VerifyPhone', 'RemovePhone']);
const isPhoneCommand = (command: UserStreamCommand): command is PhoneCommand => PHONE_COMMANDS.has(command.type);

/** The `user-{id}` stream as a whole: two deciders share it (the account, and its phone numbers). */
export const userStreamDecider: Decider<{ user: UserState; phone: PhoneState }, UserStreamCommand, UserEvent> = {
  initialState: () => ({ user: userDecider.initialState(), phone: phoneDecider.initialState() }),
  evolve: (state, event) => ({ user: userDecider.evolve(state.user, event), phone: phoneDecider.evolve(state.phone, event) }),
  decide: (command, state) => (isPhoneCommand(command) ? phoneDecider.decide(command, state.phone) : userDecider.decide(command, state.user)),
};
