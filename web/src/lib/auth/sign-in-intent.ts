import type { SavedSearchAlerts } from '@kamra/contracts/queries';

/**
 * What a visitor was doing when the sign-in modal stopped them, so the page they come back to
 * can finish it: people who tapped Save believe it is saved once they have signed in.
 */
export type SignInIntent =
  | { action: 'keepFavourite'; listingId: string }
  | {
      action: 'saveSearch';
      search: { kind: string; location: string; filters: Readonly<Record<string, string>>; alerts: SavedSearchAlerts };
    };

/** Kept beside the return address (`kamra.signInReturnTo`), in the same tab's session storage. */
const INTENT_KEY = 'kamra.signInIntent';

/**
 * Past this, a remembered intent is dropped unperformed: someone who wandered off mid sign-in
 * and signs in much later should not find things saved they no longer remember asking for.
 */
export const SIGN_IN_INTENT_MAX_AGE_MS = 30 * 60_000;

interface StoredIntent {
  intent: SignInIntent;
  /** The page's path the intent belongs to: it is finished there and nowhere else. */
  path: string;
  /** When it was noted (ms since the epoch). */
  at: number;
}

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's session storage, or null where the browser refuses it (storage blocked, some private
 * modes), where even reading `sessionStorage` throws: there an intent is simply not kept, and
 * signing in, closing the modal and loading a page go on as before.
 */
function tabStorage(): IntentStorage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** `use(storage)`, or `fallback` when there is no storage or it refuses. */
function withStorage<T>(storage: IntentStorage | null, fallback: T, use: (storage: IntentStorage) => T): T {
  if (storage === null) return fallback;
  try {
    return use(storage);
  } catch {
    return fallback;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/**
 * The alert choices, checked against contracts' type at compile time: importing the list itself
 * would bring contracts' schemas into every page that shows a heart.
 */
const ALERT_CHOICES = { instant: true, daily: true, off: true } satisfies Record<SavedSearchAlerts, true>;
const isAlertsChoice = (value: unknown): value is SavedSearchAlerts => typeof value === 'string' && Object.hasOwn(ALERT_CHOICES, value);

function readIntent(value: unknown): SignInIntent | null {
  if (!isRecord(value)) return null;
  if (value['action'] === 'keepFavourite' && typeof value['listingId'] === 'string') return { action: 'keepFavourite', listingId: value['listingId'] };
  const search = value['search'];
  if (value['action'] === 'saveSearch' && isRecord(search)) {
    const { kind, location, filters, alerts } = search;
    if (typeof kind === 'string' && typeof location === 'string' && isTextRecord(filters) && isAlertsChoice(alerts)) {
      return { action: 'saveSearch', search: { kind, location, filters, alerts } };
    }
  }
  return null;
}

/** Notes the intent for the page at `path`, replacing any earlier one (one sign-in, one intent). */
export function rememberSignInIntent(intent: SignInIntent, path: string, now: number, storage: IntentStorage | null = tabStorage()): void {
  const stored: StoredIntent = { intent, path, at: now };
  withStorage(storage, undefined, (kept) => kept.setItem(INTENT_KEY, JSON.stringify(stored)));
}

/** Drops a noted intent: the sign-in was cancelled or ended signed out. */
export function forgetSignInIntent(storage: IntentStorage | null = tabStorage()): void {
  withStorage(storage, undefined, (kept) => kept.removeItem(INTENT_KEY));
}

/** The noted intent if it is well formed and fresh; anything else is forgotten on the way. */
function freshIntent(now: number, storage: IntentStorage): StoredIntent | null {
  const raw = storage.getItem(INTENT_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const intent = isRecord(parsed) ? readIntent(parsed['intent']) : null;
  const path = isRecord(parsed) ? parsed['path'] : null;
  const at = isRecord(parsed) ? parsed['at'] : null;
  if (intent === null || typeof path !== 'string' || typeof at !== 'number' || now - at > SIGN_IN_INTENT_MAX_AGE_MS || at > now) {
    storage.removeItem(INTENT_KEY);
    return null;
  }
  return { intent, path, at };
}

/**
 * The noted intent for this page that `belongs` recognises as its own, handed out once: it is
 * forgotten before it is returned, so a reload or a second copy of the same button on the page
 * never performs it again. An intent for another page or another button stays for its owner.
 */
export function takeSignInIntent<T extends SignInIntent>(
  path: string,
  belongs: (intent: SignInIntent) => intent is T,
  now: number,
  storage: IntentStorage | null = tabStorage(),
): T | null {
  return withStorage(storage, null, (kept) => {
    const stored = freshIntent(now, kept);
    if (stored === null || stored.path !== path || !belongs(stored.intent)) return null;
    kept.removeItem(INTENT_KEY);
    return stored.intent;
  });
}

/** Whether two saved-search criteria are the same search (filters compared regardless of order). */
export function sameSearchCriteria(
  a: { kind: string; location: string; filters: Readonly<Record<string, string>> },
  b: { kind: string; location: string; filters: Readonly<Record<string, string>> },
): boolean {
  const aKeys = Object.keys(a.filters);
  return (
    a.kind === b.kind &&
    a.location === b.location &&
    aKeys.length === Object.keys(b.filters).length &&
    aKeys.every((key) => b.filters[key] === a.filters[key])
  );
}
