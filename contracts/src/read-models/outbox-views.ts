/** GET /api/dev/outbox: what the dev outbox "sent" in place of SMS and email, newest first. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Mail headers beyond the usual, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** ISO instant it was handed over. */
  at: string;
}

export interface DevOutboxAnswer {
  messages: OutboxMessage[];
}
