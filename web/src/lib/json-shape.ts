import type { Page } from '@kamra/contracts/read-models';

// The server and this client share the DTO types of @kamra/contracts, so an answer is checked
// only for its outer shape: that turns a wrong answer (an HTML error page, a proxy's reply)
// into a failed load instead of a crash deep inside a component.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class UnexpectedAnswer extends Error {
  override readonly name = 'UnexpectedAnswer';
}

/** An object answer with the given keys, e.g. a ListingDetail with 'id'; a key T lacks does not compile. */
export function objectWith<T>(...keys: (keyof T & string)[]): (data: unknown) => T {
  return (data) => {
    if (!isRecord(data) || keys.some((key) => !(key in data))) throw new UnexpectedAnswer('Unexpected answer.');
    return data as T;
  };
}

/** A list answer whose items are objects. */
export function listOf<T>(data: unknown): T[] {
  if (!Array.isArray(data) || !data.every(isRecord)) throw new UnexpectedAnswer('Expected a list.');
  return data as T[];
}

/**
 * A page of a list whose body stayed the plain list it was before it was paged: the items are
 * the body, and the next page's cursor is the X-Next-Cursor header (absent on the last page).
 */
export function pageOfListAnswer<T>(data: unknown, headers: Headers): Page<T> {
  const cursor = headers.get('x-next-cursor');
  return { items: listOf<T>(data), nextCursor: cursor !== null && cursor !== '' ? cursor : null };
}

/** A cursor page `{ items, nextCursor }`. */
export function pageOf<T>(data: unknown): Page<T> {
  if (!isRecord(data)) throw new UnexpectedAnswer('Expected a page.');
  const items = listOf<T>(data['items']);
  const cursor = data['nextCursor'];
  return { items, nextCursor: typeof cursor === 'string' && cursor !== '' ? cursor : null };
}
