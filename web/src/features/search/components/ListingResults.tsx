import type { ListingCard } from '@kamra/contracts/read-models';
import { ListingGrid } from '../../../components/ListingGrid';
import { ListingSlider } from '../../../components/ListingSlider';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import type { ListingKind } from '../../../lib/listing-kind';
import { shownData } from '../../../lib/load-status';
import { useListingResults } from '../use-listing-results';

interface ListingResultsProps {
  kind: ListingKind;
  /** 'Room', 'RoomMate', 'Accessories': names the lists. */
  label: string;
  location: string;
  filters?: Readonly<Record<string, string>>;
  linkTo?: (card: ListingCard) => string;
}

/** Results of one kind: the Boosted slider, the normal list, and 'Load more'. */
export function ListingResults({ kind, label, location, filters, linkTo }: ListingResultsProps) {
  const links = linkTo === undefined ? {} : { linkTo };
  const { query, loadingMore, moreFailed, loadMore } = useListingResults(kind, location, filters);
  const page = shownData(query.state);

  if (query.state.status === 'failed') return <LoadError onRetry={query.reload} />;
  if (page === null) return <Spinner label={`Loading ${label} listings...`} />;

  const boosted = page.items.filter((card) => card.boosted);
  return (
    <div className="search-results" aria-busy={query.state.status === 'loading'}>
      {boosted.length > 0 && (
        <section className="search-results__boosted" aria-labelledby="boosted-heading">
          <h2 id="boosted-heading">Boosted</h2>
          <ListingSlider cards={boosted} label={`Boosted ${label} listings`} {...links} />
        </section>
      )}
      <section aria-labelledby="all-heading">
        <h2 id="all-heading">{page.items.length === 0 ? 'No listings found' : `${label} listings`}</h2>
        {page.items.length === 0 ? (
          <p className="muted">Nothing matches yet. Try another place or fewer filters.</p>
        ) : (
          <ListingGrid cards={page.items} label={`${label} listings`} {...links} />
        )}
      </section>
      {page.nextCursor !== null && (
        <div className="search-results__more">
          {moreFailed && <LoadError />}
          <button type="button" className="btn btn--outline" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
