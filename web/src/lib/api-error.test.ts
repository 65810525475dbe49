import { messages } from '@kamra/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { isolatedIn } from '../i18n/bidi-isolation';
import urduCommon from '../i18n/locales/ur/common.json';
import urduMessages from '../i18n/locales/ur/messages.json';
import { apiErrorFromBody, networkError } from './api-error';

// The server answers in English; the reader sees its error in their language.

describe('server errors for an English reader', () => {
  it('keeps a text no rule wrote, as the server sent it', () => {
    expect(apiErrorFromBody(409, { error: { code: 'conflict', message: 'Something only this service says.' } }).message).toBe(
      'Something only this service says.',
    );
  });
});

describe('server errors for an Urdu reader', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ur');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("translates a rule's message and its fields by their text", () => {
    const error = apiErrorFromBody(422, {
      error: { code: 'validation_failed', message: messages.roomPicturesCount, fields: { pictures: messages.roomPicturesCount } },
    });
    expect(error.message).toBe(urduMessages.roomPicturesCount);
    expect(error.fields).toEqual({ pictures: urduMessages.roomPicturesCount });
    expect(apiErrorFromBody(403, { error: { code: 'account_blocked', message: messages.accountBlocked } }).message).toBe(urduMessages.accountBlocked);
  });

  it('translates a text no rule wrote by its code', () => {
    const blocked = apiErrorFromBody(403, { error: { code: 'account_blocked', message: 'Blocked for spam.' } });
    expect(blocked).toMatchObject({ code: 'account_blocked', message: urduCommon.errors.account_blocked });
    expect(apiErrorFromBody(418, { error: { code: 'teapot', message: 'I am a teapot.' } }).message).toBe(urduCommon.errors.http_error);
  });

  it('explains answers without the error shape by their status, and a lost connection', () => {
    expect(apiErrorFromBody(413, '<html>Request Entity Too Large</html>').message).toBe(urduMessages.requestTooLarge);
    expect(apiErrorFromBody(401, null).message).toBe(urduMessages.signInRequired);
    expect(apiErrorFromBody(502, null).message).toBe(urduMessages.internalError);
    expect(apiErrorFromBody(429, null, '30').message).toBe(urduCommon.errors.waitSeconds_other.replace('{{count}}', isolatedIn('ur', '30')));
    expect(apiErrorFromBody(429, null).message).toBe(urduMessages.tooManyRequests);
    expect(networkError().message).toBe(urduMessages.connectionFailed);
  });
});
