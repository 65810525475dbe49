import type { Favourite, FavouriteState } from '@kamra/contracts/read-models';
import { Link } from 'wouter';
import { ListingTile } from '../../../components/ListingTile';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { getFavourites } from '../../../lib/api/favourites';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import '../following.css';

const STATE_TEXT: Record<Exclude<FavouriteState, 'available'>, string> = {
  rented: 'Rented',
  sold: 'Sold',
  expired: 'Expired',
  removed: 'Removed',
  pending: 'Under review',
};

function SavedItem({ favourite }: { favourite: Favourite }) {
  if (favourite.state === 'available') return <ListingTile card={favourite.listing} />;
  // Still listed, so the person sees what became of it, but not a link to a page that is gone.
  return (
    <div className="saved-gone">
      <ListingTile card={favourite.listing} />
      <p className={`saved-gone__state saved-gone__state--${favourite.state}`}>{STATE_TEXT[favourite.state]}</p>
    </div>
  );
}

/** /saved: the listings a person keeps, each as it stands now. */
export function SavedPage() {
  usePage('Saved listings');
  const { state, reload } = useQuery('favourites', (signal) => getFavourites(signal));
  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>Saved listings</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading="Saved listings" />;
  const items = state.data.items;
  return (
    <section className="container section following-page">
      <header className="following-page__head">
        <h1>Saved listings</h1>
        <Link href={routePaths.savedSearches}>Saved searches</Link>
      </header>
      {items.length === 0 ? (
        <p className="muted">Nothing saved yet. Tap the heart on a listing to keep it here.</p>
      ) : (
        <ul className="listing-grid" aria-label="Saved listings">
          {items.map((favourite) => (
            <li key={favourite.listingId}>
              <SavedItem favourite={favourite} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
