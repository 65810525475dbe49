/**
 * A half-filled wizard is kept in IndexedDB (which stores the picture Blobs as they are), one
 * draft per kind, so a refresh or an accidental back loses nothing. Storage may be missing or
 * refuse (private windows): every call then quietly does nothing.
 */
import type { ListingKind } from '@kamra/contracts/options';
import type { WizardDraft } from './listing-wizard-machine';

const DATABASE = 'kamra-wizards';
const STORE = 'drafts';

function openDatabase(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest, fallback: T): Promise<T> {
  const database = await openDatabase();
  if (database === null) return fallback;
  return new Promise<T>((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result === undefined ? fallback : (request.result as T));
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  }).finally(() => database.close());
}

function isDraft(value: unknown): value is WizardDraft {
  if (typeof value !== 'object' || value === null) return false;
  return 'step' in value && 'values' in value && 'pictures' in value && 'idempotencyKey' in value
    && typeof value.idempotencyKey === 'string' && Array.isArray(value.pictures);
}

export async function loadDraft(kind: ListingKind): Promise<WizardDraft | null> {
  const stored = await withStore<unknown>('readonly', (store) => store.get(kind), null);
  return isDraft(stored) ? stored : null;
}

export function saveDraft(kind: ListingKind, draft: WizardDraft): Promise<unknown> {
  return withStore('readwrite', (store) => store.put(draft, kind), null);
}

export function clearDraft(kind: ListingKind): Promise<unknown> {
  return withStore('readwrite', (store) => store.delete(kind), null);
}
