import { describe, expect, it } from 'vitest';
import { firstName, parseSignedInUser } from './signed-in-user';

describe('signed-in user', () => {
  it('reads the /api/me user, bare or wrapped', () => {
    const body = {
      id: 'u1',
      name: 'Bilal Ahmed',
      email: 'bilal@example.pk',
      picture: 'https://lh3.example/p.jpg',
      isAdmin: true,
      blocked: false,
      verified: true,
      verifiedPhones: ['+923001234567'],
    };
    expect(parseSignedInUser(body)).toEqual(body);
    expect(parseSignedInUser({ success: true, data: { ...body, id: undefined, _id: 'u1' } })).toEqual(body);
    expect(parseSignedInUser({ user: body }).id).toBe('u1');
  });

  it('defaults missing flags to false and a missing name to the email', () => {
    expect(parseSignedInUser({ id: 'u2', email: 'sana@example.pk' })).toEqual({
      id: 'u2',
      name: 'sana@example.pk',
      email: 'sana@example.pk',
      picture: null,
      isAdmin: false,
      blocked: false,
      verified: false,
      verifiedPhones: [],
    });
  });

  it('rejects anything that is not a user object', () => {
    expect(() => parseSignedInUser([])).toThrow(TypeError);
    expect(() => parseSignedInUser(null)).toThrow(TypeError);
    expect(() => parseSignedInUser({ success: false })).toThrow(TypeError);
  });

  it('greets by first name', () => {
    expect(firstName({ name: '  Muhammad Ali Jinnah ' })).toBe('Muhammad');
  });
});
