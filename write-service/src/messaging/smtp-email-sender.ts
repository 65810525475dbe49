import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@kamra/platform';
import { MessageRefusedError, MessagingUnavailableError, type MessageSender, type OutgoingMessage } from './outgoing-message.js';

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
      // nodemailer puts the server's reply code on the error when there was one; a timeout or a
      // dropped connection has none.
      const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
      if (Number.isInteger(code)) {
        const reply = 'response' in (error as object) ? String((error as { response: unknown }).response) : String(code);
        throw new MessageRefusedError(code >= 500 && code < 600, reply);
      }
      throw new MessagingUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  close(): void {
    this.transport.close();
  }
}
