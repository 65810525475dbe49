import { resultsPageQuery } from '@kamra/contracts/search';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { searchResultPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { ListingResults } from '../components/ListingResults';
import { SearchTabs } from '../components/SearchTabs';
import { SearchToolbar } from '../components/SearchToolbar';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { withFilters } from '../results-url';
import { listingsOf } from '../results-summary';
import { placeName } from '../search-params';
import '../search.css';

/**
 * /searchResult?location=&listed= : tabs Room, RoomMate, Accessories, and beyond the spec the
 * kind's filters and an order, kept in the URL so a result page can be shared and restored.
 */
export function SearchResultPage() {
  const { t } = useTranslation('search');
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read as the server reads it for the page's first view (contracts), so both ask the same search.
  const { location, tab, values, sort, first } = resultsPageQuery(search);
  const { filters } = first;
  // What is on screen: a new tab, place, filter or order starts the button and the results anew.
  const shown = `${tab.listed}|${location}|${new URLSearchParams(filters).toString()}`;
  usePage(t('resultsPage.title'));

  return (
    <section className="container section search-page">
      <header className="search-page__head">
        <h1>{t('resultsPage.heading')}</h1>
        <p className="muted">
          <Trans
            t={t}
            i18nKey="resultsPage.listingsIn"
            values={{ listings: listingsOf(tab.kind), place: placeName(location) }}
            components={{ place: <strong className="search-page__place" dir="auto" /> }}
          />
          {location !== 'all' && (
            <>
              {' '}
              · <Link href={searchResultPath('all', tab.listed)}>{t('resultsPage.everywhere')}</Link>
            </>
          )}
        </p>
      </header>
      <SearchTabs location={location} active={tab} />
      {/* Siblings' keys differ: React leaves a node of two siblings keyed alike on the page. */}
      <SaveSearchButton key={`save ${shown}`} kind={tab.kind} location={location} filters={filters} />
      <SearchToolbar
        values={values}
        sort={sort}
        onChange={(next, nextSort) => navigate(withFilters(searchResultPath(location, tab.listed), next, nextSort))}
      />
      {/* Keyed so a new tab, place, filter or order starts from a clean page instead of the last answer. */}
      <ListingResults
        key={`results ${shown}`}
        kind={tab.kind}
        location={location}
        filters={filters}
      />
    </section>
  );
}
