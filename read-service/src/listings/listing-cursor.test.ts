import { describe, expect, it } from 'vitest';
import { BadRequestError } from '@kamra/platform';
import { cursorId, encodeOpaque } from '../opaque-cursor.js';
import { decodeCursor, decodeQueueCursor } from './listing-cursor.js';

const ID = '6f1c3a9e-2b7d-4c1e-9a8f-0d2e4b6c8a10';
const AT = '2026-03-01T10:00:00.000Z';

describe('the id in a cursor', () => {
  it('reads back in lower case when the cursor was rewritten in capitals, as an id in a path does', () => {
    expect(decodeQueueCursor(encodeOpaque({ at: AT, id: ID.toUpperCase() }))).toEqual({ at: AT, id: ID });
    const search = { tier: 0, phase: 'rest', after: { amount: 25000, id: '6F1C3A9E-2b7d-4C1E-9a8f-0D2E4B6C8A10' }, now: AT, total: 3, areaTotal: null };
    expect(decodeCursor(encodeOpaque(search)).after).toEqual({ amount: 25000, id: ID });
    // The reported listings' cursor reads its id through the same schema.
    expect(cursorId.parse(ID.toUpperCase())).toBe(ID);
  });

  it('is still refused when it is no id, in any case', () => {
    expect(() => decodeQueueCursor(encodeOpaque({ at: AT, id: 'NOT-AN-ID' }))).toThrow(BadRequestError);
    expect(cursorId.safeParse(`${ID.toUpperCase()}0`).success).toBe(false);
  });
});
