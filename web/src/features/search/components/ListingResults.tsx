import type { ListingCard } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { ListingGrid } from '../../../components/ListingGrid';
import { ListingSlider } from '../../../components/ListingSlider';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import type { ListingKind } from '../../../lib/listing-kind';
import { shownData } from '../../../lib/load-status';
import { boostedCards, emptyAreaNotice, listingsOf, resultsHeadline, resultsSections } from '../results-summary';
import { useListingResults } from '../use-listing-results';

interface ListingResultsProps {
  kind: ListingKind;
  location: string;
  filters?: Readonly<Record<string, string>>;
  linkTo?: (card: ListingCard) => string;
}

/**
 * Results of one kind: how many match and where, the Boosted slider, the normal list (for an
 * area, its own listings and then the rest of its city, each under its own heading), and 'Load more'.
 */
export function ListingResults({ kind, location, filters, linkTo }: ListingResultsProps) {
  const { t } = useTranslation('search');
  const listings = listingsOf(kind);
  const links = linkTo === undefined ? {} : { linkTo };
  const { query, loadingMore, moreFailed, loadMore } = useListingResults(kind, location, filters);
  const page = shownData(query.state);

  if (query.state.status === 'failed') return <LoadError onRetry={query.reload} />;
  if (page === null) return <Spinner label={t('results.loading', { listings })} />;

  const boosted = boostedCards(page);
  const notice = emptyAreaNotice(kind, page);
  return (
    <div className="search-results" aria-busy={query.state.status === 'loading'}>
      <div className="search-results__summary">
        <p className="search-results__count" role="status">{resultsHeadline(kind, location, page)}</p>
        {notice !== null && <p className="search-results__notice">{notice}</p>}
      </div>
      {boosted.length > 0 && (
        <section className="search-results__boosted" aria-labelledby="boosted-heading">
          <h2 id="boosted-heading">{t('results.boosted')}</h2>
          <ListingSlider cards={boosted} label={t('results.boostedLabel', { listings })} {...links} />
        </section>
      )}
      {page.items.length === 0 ? (
        <section aria-labelledby="all-heading">
          <h2 id="all-heading">{t('results.emptyTitle')}</h2>
          <p className="muted">{t('results.emptyText')}</p>
        </section>
      ) : (
        resultsSections(kind, page).map((section) => (
          <section key={section.key} aria-labelledby={`${section.key}-heading`} className={`search-results__part search-results__part--${section.key}`}>
            <h2 id={`${section.key}-heading`}>{section.heading}</h2>
            <ListingGrid cards={section.cards} label={section.heading} {...links} />
          </section>
        ))
      )}
      {page.nextCursor !== null && (
        <div className="search-results__more">
          {moreFailed && <LoadError />}
          <button type="button" className="btn btn--outline" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? t('results.loadingMore') : t('results.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
