import type { Database, KamraConfig, Logger } from '@kamra/platform';
import { DevOutbox } from './dev-outbox.js';
import { MessagingUnavailableError, type MessageSender } from './outgoing-message.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';
import { SmtpEmailSender } from './smtp-email-sender.js';

export interface Messaging {
  sms: MessageSender;
  /** Alert emails: SMTP when SMTP_URL is set, else the dev outbox (never in production). */
  email: MessageSender;
  /** Present only when it stands in for the providers (no credentials, not production). */
  outbox: DevOutbox | null;
}

/**
 * Twilio and SMTP when their settings are given; otherwise the dev outbox, except in production,
 * where a code nobody receives would only lock people out: there phone codes are off (503).
 */
export function openMessaging(config: KamraConfig, pool: Database['pool'] | null, logger: Logger, now: () => Date): Messaging {
  // Without any provider, and never in production, one outbox stands in for both channels.
  const standIn = !config.production && (!config.twilio || !config.email) ? new DevOutbox(pool, now) : null;
  // It is read at GET /api/dev/outbox only without any provider (DESIGN): a server with one real
  // channel is no longer a sandbox whose messages anyone may read.
  const readable = config.twilio || config.email ? null : standIn;
  return { sms: smsSender(config, standIn, logger), email: emailSender(config, standIn, logger), outbox: readable };
}

function unavailable(): MessageSender {
  return { send: () => Promise.reject(new MessagingUnavailableError()) };
}

function smsSender(config: KamraConfig, outbox: DevOutbox | null, logger: Logger): MessageSender {
  if (config.twilio) return new TwilioSmsSender(config.twilio, logger.child({ part: 'twilio' }));
  if (!outbox) {
    logger.error('no TWILIO_ACCOUNT_SID in production: phone codes cannot be sent');
    return unavailable();
  }
  logger.info('no TWILIO_* settings: text messages go to the dev outbox (GET /api/dev/outbox)');
  return outbox;
}

function emailSender(config: KamraConfig, outbox: DevOutbox | null, logger: Logger): MessageSender {
  if (config.email) return new SmtpEmailSender(config.email.smtpUrl, config.email.from, logger.child({ part: 'smtp' }));
  if (!outbox) {
    logger.error('no SMTP_URL in production: alert emails cannot be sent');
    return unavailable();
  }
  logger.info('no SMTP_URL: alert emails go to the dev outbox (GET /api/dev/outbox)');
  return outbox;
}
