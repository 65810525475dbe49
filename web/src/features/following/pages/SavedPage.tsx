import type { Favourite } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListingTile } from '../../../components/ListingTile';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { getFavourites } from '../../../lib/api/favourites';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import '../following.css';

function SavedItem({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation('following');
  if (favourite.state === 'available') return <ListingTile card={favourite.listing} />;
  // Still listed, so the person sees what became of it, but not a link to a page that is gone.
  return (
    <div className="saved-gone">
      <ListingTile card={favourite.listing} />
      <p className={`saved-gone__state saved-gone__state--${favourite.state}`}>{t(`saved.states.${favourite.state}`)}</p>
    </div>
  );
}

/** /saved: the listings a person keeps, each as it stands now. */
export function SavedPage() {
  const { t } = useTranslation('following');
  const title = t('saved.title');
  usePage(title);
  const { state, reload } = useQuery('favourites', (signal) => getFavourites(signal));
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
        <Link href={routePaths.savedSearches}>{t('saved.toSearches')}</Link>
      </header>
      {items.length === 0 ? (
        <p className="muted">{t('saved.empty')}</p>
      ) : (
        <ul className="listing-grid" aria-label={title}>
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
