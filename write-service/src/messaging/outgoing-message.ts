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

/** The provider refused or could not be reached: a 503 the person may retry. */
export class MessagingUnavailableError extends AppError {
  override readonly name = 'MessagingUnavailableError';
  constructor() {
    super('provider_unavailable', messages.smsUnavailable);
  }
}
