import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@kamra/platform';
import { MessagingUnavailableError, type MessageSender, type OutgoingMessage } from './outgoing-message.js';

/** Email over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com) by nodemailer. */
export class SmtpEmailSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string, private readonly logger: Logger) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.headers === undefined ? {} : { headers: message.headers }),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'the SMTP server refused an email');
      throw new MessagingUnavailableError();
    }
  }

  close(): void {
    this.transport.close();
  }
}
