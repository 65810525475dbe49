import type { Database, KamraConfig, Logger } from '@kamra/platform';
import { DevOutbox } from './dev-outbox.js';
import { MessagingUnavailableError, type MessageSender } from './outgoing-message.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

export interface Messaging {
  sms: MessageSender;
  /** Present only when it stands in for the providers (no credentials, not production). */
  outbox: DevOutbox | null;
}

/**
 * Twilio when its settings are given; otherwise the dev outbox, except in production, where a
 * code nobody receives would only lock people out: there phone codes are off (503).
 */
export function openMessaging(config: KamraConfig, pool: Database['pool'] | null, logger: Logger, now: () => Date): Messaging {
  if (config.twilio) return { sms: new TwilioSmsSender(config.twilio, logger.child({ part: 'twilio' })), outbox: null };
  if (config.production) {
    logger.error('no TWILIO_ACCOUNT_SID in production: phone codes cannot be sent');
    return { sms: { send: () => Promise.reject(new MessagingUnavailableError()) }, outbox: null };
  }
  logger.info('no TWILIO_* settings: text messages go to the dev outbox (GET /api/dev/outbox)');
  const outbox = new DevOutbox(pool, now);
  return { sms: outbox, outbox };
}
