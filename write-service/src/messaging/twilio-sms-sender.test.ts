import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, createLogger, type TwilioConfig } from '@kamra/platform';
import { startTwilioStub, type TwilioStub } from '../testing/twilio-stub.js';
import { MessagingUnavailableError } from './outgoing-message.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

let stub: TwilioStub;
let config: TwilioConfig;

beforeAll(async () => {
  stub = await startTwilioStub();
  const twilio = loadConfig({ ...stub.env(), DATA_DIR: '/tmp/kamra-twilio-test' }).twilio;
  if (!twilio) throw new Error('TWILIO_* settings were not read');
  config = twilio;
});
afterAll(() => stub.close());

describe('TwilioSmsSender (the official client against a local stub)', () => {
  it('sends the text to the number from the configured sender', async () => {
    await new TwilioSmsSender(config, createLogger('test')).send({ channel: 'sms', to: '+923001234567', text: 'Your Kamra code is 123456.' });
    expect(stub.messages).toEqual([{ to: '+923001234567', from: stub.from, messagingServiceSid: null, body: 'Your Kamra code is 123456.' }]);
  });

  it('sends through a messaging service when TWILIO_FROM names one', async () => {
    await new TwilioSmsSender({ ...config, from: 'MG0123456789abcdef0123456789abcdef' }, createLogger('test'))
      .send({ channel: 'sms', to: '+923001234567', text: 'hello' });
    expect(stub.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: 'MG0123456789abcdef0123456789abcdef' });
  });

  it("turns Twilio's refusal, and wrong credentials, into a 503 the person may retry", async () => {
    stub.failWith = { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." };
    await expect(new TwilioSmsSender(config, createLogger('test')).send({ channel: 'sms', to: '+923001234567', text: 'x' }))
      .rejects.toBeInstanceOf(MessagingUnavailableError);
    stub.failWith = null;
    await expect(new TwilioSmsSender({ ...config, authToken: 'wrong' }, createLogger('test')).send({ channel: 'sms', to: '+923001234567', text: 'x' }))
      .rejects.toBeInstanceOf(MessagingUnavailableError);
  });
});
