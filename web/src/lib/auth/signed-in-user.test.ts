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
      blockReason: null,
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
      blockReason: null,
      verified: false,
      verifiedPhones: [],
    });
  });

  it("reads the block's reason for a blocked user", () => {
    const me = parseSignedInUser({ id: 'u3', email: 'k@example.pk', blocked: true, block: { at: '2026-11-20T10:00:00.000Z', reason: 'Fake listings' } });
    expect(me).toMatchObject({ blocked: true, blockReason: 'Fake listings' });
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
