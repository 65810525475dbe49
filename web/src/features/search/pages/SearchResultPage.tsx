import { Link, useSearch } from 'wouter';
import { searchResultPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { ListingResults } from '../components/ListingResults';
import { SearchTabs } from '../components/SearchTabs';
import { placeName, readSearchParams } from '../search-params';
import '../search.css';

/** /searchResult?location=&listed= : tabs Room, RoomMate, Accessories. */
export function SearchResultPage() {
  const { location, tab } = readSearchParams(useSearch());
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
      {/* Keyed so a new tab or place starts from a clean page instead of the last answer. */}
      <ListingResults key={`${tab.listed}|${location}`} kind={tab.kind} label={tab.label} location={location} />
    </section>
  );
}
