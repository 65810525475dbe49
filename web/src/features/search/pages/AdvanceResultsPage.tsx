import { useSearch } from 'wouter';
import type { ListingKind } from '../../../lib/listing-kind';
import { advanceListingPath } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { readAdvanceQuery } from '../advance-filters';
import { ListingResults } from '../components/ListingResults';
import { placeName } from '../search-params';
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
  const { location, filters } = readAdvanceQuery(search);
  usePage(headings[kind]);

  return (
    <section className="container section search-page">
      <header className="search-page__head">
        <h1>{headings[kind]}</h1>
        <p className="muted">
          Approved listings in <strong className="search-page__place">{placeName(location)}</strong>
        </p>
      </header>
      <ListingResults
        key={search}
        kind={kind}
        label={labels[kind]}
        location={location}
        filters={filters}
        linkTo={(card) => advanceListingPath(card.kind, card.id)}
      />
    </section>
  );
}
