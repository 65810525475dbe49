/**
 * A local stand-in for Twilio's Messages API, enough for the official client: it checks the
 * account's basic auth, takes the form Twilio takes, and answers as Twilio answers (a message
 * resource, or an error resource with its code). Tests read what was "sent" from `messages`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioStubMessage {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioStub {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages: TwilioStubMessage[];
  /** Answer every call with this Twilio error (e.g. 21211 invalid 'To'), or null. */
  failWith: { status: number; code: number; message: string } | null;
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startTwilioStub(): Promise<TwilioStub> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const stub: Omit<TwilioStub, 'url' | 'env' | 'close'> = { accountSid, authToken, from: '+15005550006', messages: [], failWith: null };
  const server = createServer((req, res) => {
    void (async () => {
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        json(res, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
        return;
      }
      if (req.method !== 'POST' || req.url !== messagesPath) {
        json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        return;
      }
      const form = await formOf(req);
      if (stub.failWith) {
        json(res, stub.failWith.status, { code: stub.failWith.code, message: stub.failWith.message, status: stub.failWith.status });
        return;
      }
      const message: TwilioStubMessage = {
        to: form.get('To') ?? '', from: form.get('From'), messagingServiceSid: form.get('MessagingServiceSid'), body: form.get('Body') ?? '',
      };
      stub.messages.push(message);
      json(res, 201, {
        sid: `SM${randomBytes(16).toString('hex')}`, account_sid: accountSid, to: message.to, from: message.from, body: message.body,
        status: 'queued', num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', date_created: new Date().toUTCString(),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(stub, {
    url,
    env: () => ({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: stub.from, TWILIO_API_BASE: url }),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
