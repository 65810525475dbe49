import { Link, useLocation, useSearch } from 'wouter';
import { searchResultPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { valuesFromParams } from '../advance-search-form';
import { ListingResults } from '../components/ListingResults';
import { SearchTabs } from '../components/SearchTabs';
import { SearchToolbar } from '../components/SearchToolbar';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { apiFilters, readSort, withFilters } from '../results-url';
import { placeName, readSearchParams } from '../search-params';
import '../search.css';

/**
 * /searchResult?location=&listed= : tabs Room, RoomMate, Accessories, and beyond the spec the
 * kind's filters and an order, kept in the URL so a result page can be shared and restored.
 */
export function SearchResultPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { location, tab } = readSearchParams(search);
  const params = new URLSearchParams(search);
  const values = valuesFromParams(tab.kind, location, params);
  const sort = readSort(params);
  const filters = apiFilters(values, sort);
  usePage(`Search Results`);

  return (
    <section className="container section search-page">
      <header className="search-page__head">
        <h1>Search results</h1>
        <p className="muted">
          {tab.label} listings in <strong className="search-page__place">{placeName(location)}</strong>
          {location !== 'all' && (
            <>
              {' '}
              · <Link href={searchResultPath('all', tab.listed)}>search everywhere</Link>
            </>
          )}
        </p>
      </header>
      <SearchTabs location={location} active={tab} />
      <SaveSearchButton key={`${tab.kind}|${location}|${new URLSearchParams(filters).toString()}`} kind={tab.kind} location={location} filters={filters} />
      <SearchToolbar
        values={values}
        sort={sort}
        onChange={(next, nextSort) => navigate(withFilters(searchResultPath(location, tab.listed), next, nextSort))}
      />
      {/* Keyed so a new tab, place, filter or order starts from a clean page instead of the last answer. */}
      <ListingResults
        key={`${tab.listed}|${location}|${new URLSearchParams(filters).toString()}`}
        kind={tab.kind}
        label={tab.label}
        location={location}
        filters={filters}
      />
    </section>
  );
}
