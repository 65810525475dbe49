import { SAVED_SEARCH_ALERTS, type SavedSearchAlerts } from '@kamra/contracts/queries';
import type { SavedSearchView } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { messages } from '@kamra/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { changeSavedSearchAlerts, deleteSavedSearch, getSavedSearches } from '../../../lib/api/saved-searches';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import { savedSearchFilters, savedSearchRunPath, savedSearchTitle } from '../saved-search-text';
import '../following.css';

const ALERT_LABELS: Record<SavedSearchAlerts, string> = {
  instant: 'Right away',
  daily: 'Once a day',
  off: 'Off',
};

function SavedSearchRow({ search, onChanged, onDeleted }: {
  search: SavedSearchView;
  onChanged: (alerts: SavedSearchAlerts) => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      then();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.internalError);
    } finally {
      setBusy(false);
    }
  };
  const filters = savedSearchFilters(search);
  return (
    <li className="saved-search">
      <div className="saved-search__what">
        <h2 className="saved-search__title">{savedSearchTitle(search)}</h2>
        {filters.length > 0 && <p className="saved-search__filters">{filters.join(' · ')}</p>}
      </div>
      <label className="saved-search__alerts">
        <span>Alerts</span>
        <select
          value={search.alerts}
          disabled={busy}
          onChange={(event) => {
            const alerts = event.target.value as SavedSearchAlerts;
            void run(() => changeSavedSearchAlerts(search.id, alerts), () => onChanged(alerts));
          }}
        >
          {SAVED_SEARCH_ALERTS.map((alerts) => (
            <option key={alerts} value={alerts}>{ALERT_LABELS[alerts]}</option>
          ))}
        </select>
      </label>
      <div className="saved-search__actions">
        <Link href={savedSearchRunPath(search)} className="btn btn--primary">Run</Link>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void run(() => deleteSavedSearch(search.id), onDeleted)}>
          Delete
        </button>
      </div>
      {error !== null && <p className="form-error" role="alert">{error}</p>}
    </li>
  );
}

/** /savedSearches: each saved search, run again, its alerts changed, or deleted. */
export function SavedSearchesPage() {
  usePage('Saved searches');
  const { state, reload, update } = useQuery('saved-searches', (signal) => getSavedSearches(signal));
  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>Saved searches</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading="Saved searches" />;
  const items = state.data.items;
  return (
    <section className="container section following-page">
      <header className="following-page__head">
        <h1>Saved searches</h1>
        <Link href={routePaths.saved}>Saved listings</Link>
      </header>
      {items.length === 0 ? (
        <p className="muted">No saved searches yet. Search for a room and tap “Save this search” to be told about new ones.</p>
      ) : (
        <ul className="saved-searches" aria-label="Saved searches">
          {items.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              onChanged={(alerts) => update((data) => ({ items: data.items.map((item) => (item.id === search.id ? { ...item, alerts } : item)) }))}
              onDeleted={() => update((data) => ({ items: data.items.filter((item) => item.id !== search.id) }))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
