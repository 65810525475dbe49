/**
 * The port every outgoing message goes through, whatever its channel: phone codes by SMS now,
 * alerts by email later. An adapter carries it (Twilio for SMS), or, without credentials and
 * never in production, the dev outbox keeps it for a developer to read.
 */
import { AppError } from '@kamra/platform';
import { messages } from '@kamra/contracts/messages';
import type { OutboxMessage } from '@kamra/contracts/read-models';

export type OutgoingMessage = Omit<OutboxMessage, 'at'>;

export interface MessageSender {
  /** Resolves once the provider took the message; rejects with MessagingUnavailableError. */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The provider refused or could not be reached: a 503 the person may retry. Its message is for
 * the person; `detail` is for an operator (what the provider or the connection said), kept where
 * a message that did not go is recorded.
 */
export class MessagingUnavailableError extends AppError {
  override readonly name = 'MessagingUnavailableError';
  constructor(readonly detail?: string) {
    super('provider_unavailable', messages.smsUnavailable);
  }
}

/**
 * The provider answered and said no. `permanent`: it will say no again (an SMTP 5xx reply: no
 * such mailbox, refused as spam), so trying again only bothers it; otherwise (a 4xx reply: busy,
 * greylisted, mailbox full for now) a later try may go through.
 */
export class MessageRefusedError extends MessagingUnavailableError {
  constructor(readonly permanent: boolean, readonly reply: string) {
    super(reply);
  }
}

/** Whether trying `error`'s message again can never help: only a provider's permanent refusal; a timeout or a dropped connection may pass. */
export const refusedForGood = (error: unknown): boolean => error instanceof MessageRefusedError && error.permanent;
