import { SAVED_SEARCH_ALERTS, type SavedSearchAlerts } from '@kamra/contracts/queries';
import type { SavedSearchView } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { translateMessage } from '../../../i18n';
import { failureOf } from '../../../lib/command-status';
import { changeSavedSearchAlerts, deleteSavedSearch, getSavedSearches } from '../../../lib/api/saved-searches';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import { savedSearchFilters, savedSearchRunPath, savedSearchTitle } from '../saved-search-text';
import '../following.css';

function SavedSearchRow({ search, onChanged, onDeleted }: {
  search: SavedSearchView;
  onChanged: (alerts: SavedSearchAlerts) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('following');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      then();
    } catch (failure) {
      setError(translateMessage(failureOf(failure).message));
    } finally {
      setBusy(false);
    }
  };
  const filters = savedSearchFilters(search);
  return (
    <li className="saved-search">
      <div className="saved-search__what">
        <h2 className="saved-search__title" dir="auto">{savedSearchTitle(search)}</h2>
        {filters.length > 0 && <p className="saved-search__filters" dir="auto">{filters.join(' · ')}</p>}
      </div>
      <label className="saved-search__alerts">
        <span>{t('searches.alerts')}</span>
        <select
          value={search.alerts}
          disabled={busy}
          onChange={(event) => {
            const alerts = event.target.value as SavedSearchAlerts;
            void run(() => changeSavedSearchAlerts(search.id, alerts), () => onChanged(alerts));
          }}
        >
          {SAVED_SEARCH_ALERTS.map((alerts) => (
            <option key={alerts} value={alerts}>{t(`searches.alertChoices.${alerts}`)}</option>
          ))}
        </select>
      </label>
      <div className="saved-search__actions">
        <Link href={savedSearchRunPath(search)} className="btn btn--primary">{t('searches.run')}</Link>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void run(() => deleteSavedSearch(search.id), onDeleted)}>
          {t('searches.delete')}
        </button>
      </div>
      {error !== null && <p className="form-error" role="alert">{error}</p>}
    </li>
  );
}

/** /savedSearches: each saved search, run again, its alerts changed, or deleted. */
export function SavedSearchesPage() {
  const { t } = useTranslation('following');
  const title = t('searches.title');
  usePage(title);
  const { state, reload, update } = useQuery('saved-searches', (signal) => getSavedSearches(signal));
  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>{title}</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={title} />;
  const items = state.data.items;
  return (
    <section className="container section following-page">
      <header className="following-page__head">
        <h1>{title}</h1>
        <Link href={routePaths.saved}>{t('searches.toSaved')}</Link>
      </header>
      {items.length === 0 ? (
        <p className="muted">{t('searches.empty')}</p>
      ) : (
        <ul className="saved-searches" aria-label={title}>
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
