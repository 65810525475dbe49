import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_INTENT_MAX_AGE_MS,
  forgetSignInIntent,
  rememberSignInIntent,
  sameSearchCriteria,
  takeSignInIntent,
  type SignInIntent,
} from './sign-in-intent';

function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

type KeepFavourite = Extract<SignInIntent, { action: 'keepFavourite' }>;
type SaveSearch = Extract<SignInIntent, { action: 'saveSearch' }>;
const favouriteOf = (listingId: string) => (intent: SignInIntent): intent is KeepFavourite => intent.action === 'keepFavourite' && intent.listingId === listingId;
const anySearch = (intent: SignInIntent): intent is SaveSearch => intent.action === 'saveSearch';

const at = Date.UTC(2026, 10, 30, 12, 0, 0);
const lahoreRooms: SaveSearch = {
  action: 'saveSearch',
  search: { kind: 'room', location: 'Lahore', filters: { maxRent: '30000', furnished: 'true' }, alerts: 'instant' },
};

describe('sign-in intent', () => {
  it('is finished once, on its page, by the button it belongs to', () => {
    const storage = memoryStorage();
    rememberSignInIntent({ action: 'keepFavourite', listingId: 'l1' }, '/room/l1', at, storage);

    expect(takeSignInIntent('/room/l2', favouriteOf('l1'), at + 1000, storage)).toBeNull();
    expect(takeSignInIntent('/room/l1', favouriteOf('l9'), at + 1000, storage)).toBeNull();
    expect(takeSignInIntent('/room/l1', favouriteOf('l1'), at + 1000, storage)).toEqual({ action: 'keepFavourite', listingId: 'l1' });
    // A reload, or a second heart for the same listing, finds nothing left to do.
    expect(takeSignInIntent('/room/l1', favouriteOf('l1'), at + 2000, storage)).toBeNull();
  });

  it('keeps nothing, and breaks nothing, where the browser refuses storage', () => {
    const refusing = {
      getItem: (): string | null => { throw new DOMException('blocked', 'SecurityError'); },
      setItem: () => { throw new DOMException('blocked', 'SecurityError'); },
      removeItem: () => { throw new DOMException('blocked', 'SecurityError'); },
    };
    expect(() => rememberSignInIntent(lahoreRooms, '/searchResult', at, refusing)).not.toThrow();
    expect(() => forgetSignInIntent(refusing)).not.toThrow();
    expect(takeSignInIntent('/searchResult', anySearch, at, refusing)).toBeNull();
    expect(takeSignInIntent('/searchResult', anySearch, at, null)).toBeNull();
  });

  it('keeps the search and the alerts chosen', () => {
    const storage = memoryStorage();
    rememberSignInIntent(lahoreRooms, '/rooms', at, storage);
    expect(takeSignInIntent('/rooms', anySearch, at, storage)).toEqual(lahoreRooms);
  });

  it('is dropped unperformed once stale', () => {
    const storage = memoryStorage();
    rememberSignInIntent({ action: 'keepFavourite', listingId: 'l1' }, '/room/l1', at, storage);
    expect(takeSignInIntent('/room/l1', favouriteOf('l1'), at + SIGN_IN_INTENT_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.kept.size).toBe(0);
  });

  it('is dropped when noted in the future (a clock changed under it)', () => {
    const storage = memoryStorage();
    rememberSignInIntent({ action: 'keepFavourite', listingId: 'l1' }, '/room/l1', at, storage);
    expect(takeSignInIntent('/room/l1', favouriteOf('l1'), at - 60_000, storage)).toBeNull();
  });

  it('is forgotten when the sign-in is cancelled', () => {
    const storage = memoryStorage();
    rememberSignInIntent({ action: 'keepFavourite', listingId: 'l1' }, '/room/l1', at, storage);
    forgetSignInIntent(storage);
    expect(takeSignInIntent('/room/l1', favouriteOf('l1'), at, storage)).toBeNull();
  });

  it('is replaced by a later one: one sign-in finishes one thing', () => {
    const storage = memoryStorage();
    rememberSignInIntent({ action: 'keepFavourite', listingId: 'l1' }, '/rooms', at, storage);
    rememberSignInIntent(lahoreRooms, '/rooms', at + 10, storage);
    expect(takeSignInIntent('/rooms', favouriteOf('l1'), at + 20, storage)).toBeNull();
    expect(takeSignInIntent('/rooms', anySearch, at + 20, storage)).toEqual(lahoreRooms);
  });

  it('ignores and forgets whatever else is found under its key', () => {
    for (const junk of ['not json', '[]', '{"intent":{"action":"deleteAccount"},"path":"/","at":1}', JSON.stringify({ intent: { action: 'saveSearch', search: { ...lahoreRooms.search, alerts: 'hourly' } }, path: '/rooms', at })]) {
      const storage = memoryStorage();
      storage.setItem('kamra.signInIntent', junk);
      expect(takeSignInIntent('/rooms', anySearch, at, storage)).toBeNull();
      expect(storage.kept.size).toBe(0);
    }
  });

  it('tells the same search apart from another regardless of the filters’ order', () => {
    const same = { kind: 'room', location: 'Lahore', filters: { furnished: 'true', maxRent: '30000' } };
    expect(sameSearchCriteria(lahoreRooms.search, same)).toBe(true);
    expect(sameSearchCriteria(lahoreRooms.search, { ...same, location: 'Karachi' })).toBe(false);
    expect(sameSearchCriteria(lahoreRooms.search, { ...same, filters: { furnished: 'true' } })).toBe(false);
    expect(sameSearchCriteria(lahoreRooms.search, { ...same, filters: { furnished: 'true', maxRent: '30000', gender: 'female' } })).toBe(false);
  });
});
