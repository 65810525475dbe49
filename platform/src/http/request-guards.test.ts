import { parse } from 'node:querystring';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedParameter } from './request-guards.js';

describe('repeatedParameter', () => {
  it('names the first parameter given twice, decoded, and nothing when each is given once', () => {
    expect(repeatedParameter('kind=room&location=a&location=b')).toBe('location');
    expect(repeatedParameter('a=1&b=2&b=3&a=4')).toBe('b');
    expect(repeatedParameter('flag&flag')).toBe('flag');
    expect(repeatedParameter('my+place=1&my%20place=2')).toBe('my place');
    expect(repeatedParameter('kind=room&location=a&Location=b')).toBeNull();
    expect(repeatedParameter('a=1&&b=2&')).toBeNull();
    expect(repeatedParameter('')).toBeNull();
  });

  it('agrees with the query parser Express uses: a name is repeated exactly when it reads as a list', () => {
    const name = fc.constantFrom('a', 'b', 'A', 'a%20b', 'a+b', 'a b', '%61', '%E2%82%AC', '€', '%', '%zz', 'x=y');
    const pair = fc.tuple(name, fc.option(fc.constantFrom('', '1', '%00', 'a=b'), { nil: undefined }))
      .map(([key, value]) => (value === undefined ? key : `${key}=${value}`));
    fc.assert(fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
      const text = pairs.join('&');
      const lists = Object.entries(parse(text)).filter(([, value]) => Array.isArray(value)).map(([key]) => key);
      const found = repeatedParameter(text);
      if (lists.length === 0) expect(found).toBeNull();
      else expect(lists).toContain(found);
    }));
  });
});
