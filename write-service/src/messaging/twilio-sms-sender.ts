/** Text messages through Twilio's Messages API, with the official client. */
import type { Logger, TwilioConfig } from '@kamra/platform';
import twilio from 'twilio';
import { MessagingUnavailableError, type MessageSender, type OutgoingMessage } from './outgoing-message.js';

/**
 * The official client builds every URL on api.twilio.com; for a local stub (TWILIO_API_BASE)
 * its requests go to the stub's host instead, everything else (auth, form encoding, errors)
 * left to the client.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }

  override request<TData>(options: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    const uri = new URL(options.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request({ ...options, uri: uri.href });
  }
}

export class TwilioSmsSender implements MessageSender {
  private readonly client: twilio.Twilio;

  constructor(private readonly config: TwilioConfig, private readonly logger: Logger) {
    this.client = twilio(config.accountSid, config.authToken, {
      timeout: 15_000,
      ...(config.apiBase ? { httpClient: new RedirectedRequestClient(config.apiBase) } : {}),
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error(`the Twilio sender carries SMS only, not ${message.channel}`);
    const from = this.config.from;
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        body: message.text,
        ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }),
      });
      // The number and the provider's id, never the text: it holds the code.
      this.logger.info({ sid: sent.sid, status: sent.status }, 'sms handed to twilio');
    } catch (error) {
      this.logger.error({ err: error instanceof Error ? { name: error.name, message: error.message } : error }, 'twilio refused an sms');
      throw new MessagingUnavailableError();
    }
  }
}
