import { Link, useLocation, useSearch } from 'wouter';
import type { ListingKind } from '../../../lib/listing-kind';
import { advanceListingPath, routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { filterParams, valuesFromParams } from '../advance-search-form';
import { ListingResults } from '../components/ListingResults';
import { SearchToolbar } from '../components/SearchToolbar';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { filterChips } from '../filter-chips';
import { apiFilters, readSort, withFilters } from '../results-url';
import { placeName, readSearchParams } from '../search-params';
import '../search.css';

const headings: Record<ListingKind, string> = {
  room: 'Rooms',
  roommate: 'Roommates',
  accessory: 'Pre-loved accessories',
};

const labels: Record<ListingKind, string> = { room: 'Room', roommate: 'RoomMate', accessory: 'Accessories' };

/** /advanceRoomSearch, /advanceRoommateSearch, /advanceAccessoriesSearch: approved listings matching the filters. */
export function AdvanceResultsPage({ kind }: { kind: ListingKind }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { location } = readSearchParams(search);
  const params = new URLSearchParams(search);
  const values = valuesFromParams(kind, location, params);
  const sort = readSort(params);
  const filters = apiFilters(values, sort);
  const chips = filterChips(values);
  const pagePath = `${routePaths.advanceResults[kind]}?location=${encodeURIComponent(location)}`;
  usePage(headings[kind]);

  return (
    <section className="container section search-page">
      <header className="search-page__head">
        <h1>{headings[kind]}</h1>
        <p className="muted">
          Approved listings in <strong className="search-page__place">{placeName(location)}</strong>
        </p>
        {/* What was asked for, restated, with the form a tap away (it remembers what was chosen). */}
        <ul className="filter-chips" aria-label="Filters">
          {chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
          <li className="filter-chips__edit">
            <Link href={routePaths.advanceSearch}>Edit filters</Link>
          </li>
        </ul>
      </header>
      <SearchToolbar values={values} sort={sort} onChange={(next, nextSort) => navigate(withFilters(pagePath, next, nextSort))} />
      <SaveSearchButton key={`${location}|${new URLSearchParams(filters).toString()}`} kind={kind} location={location} filters={filters} />
      <ListingResults
        key={`${location}|${filterParams(values).toString()}|${sort}`}
        kind={kind}
        label={labels[kind]}
        location={location}
        filters={filters}
        linkTo={(card) => advanceListingPath(card.kind, card.id)}
      />
    </section>
  );
}
