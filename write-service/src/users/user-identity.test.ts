import { describe, expect, it } from 'vitest';
import { userIdOf } from './user-identity.js';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('user id of a sign-in identity', () => {
  it('is the same at every sign-in with the same Google account', () => {
    expect(userIdOf({ provider: 'google', subject: '1093' })).toBe(userIdOf({ provider: 'google', subject: '1093' }));
  });

  it('differs between Google accounts', () => {
    expect(userIdOf({ provider: 'google', subject: '1093' })).not.toBe(userIdOf({ provider: 'google', subject: '1094' }));
  });

  it('ignores the case and spaces of a development email', () => {
    expect(userIdOf({ provider: 'dev', email: ' Ayesha@Example.PK ' })).toBe(userIdOf({ provider: 'dev', email: 'ayesha@example.pk' }));
  });

  it('never lets a development email stand for a Google account', () => {
    expect(userIdOf({ provider: 'dev', email: '1093' })).not.toBe(userIdOf({ provider: 'google', subject: '1093' }));
  });

  it('is shaped like a version 5 UUID', () => {
    expect(userIdOf({ provider: 'google', subject: '1093' })).toMatch(UUID_V5);
    expect(userIdOf({ provider: 'dev', email: 'a@b.pk' })).toMatch(UUID_V5);
  });
});
