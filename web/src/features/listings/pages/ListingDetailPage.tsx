import { useState, type ReactNode } from 'react';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { addressInLanguage, isLanguage } from '@kamra/contracts/language';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { CONTACT_ID, ListingView } from '../../../components/listing/ListingView';
import { FavouriteHeart } from '../../../components/FavouriteHeart';
import { PageLoading } from '../../../components/PageLoading';
import { ApiError } from '../../../lib/api-error';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { listingPath } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getListing, takeArrivedListing } from '../../../lib/api/get-listing';
import { ShareListing } from '../components/ShareListing';

/** Public detail of one approved listing (/rooms/:id, /roommate/:id, /accessories/:id and the advance-search paths); `aside` renders below it. */
export function ListingDetailPage({ kind, aside }: { kind: ListingKind; aside?: (listing: ListingDetail) => ReactNode }) {
  const { t, i18n } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const [arrived] = useState(() => takeArrivedListing(id));
  const { state, reload } = useQuery(id, (signal) => getListing(id, signal), arrived);
  const label = listingKindLabel[kind];
  const shown = state.status === 'succeeded' ? state.data : null;
  // Titled and named by what the listing is, whichever of its addresses (or another kind's) was asked.
  // Each language's page is its own canonical, as the server's head says (the Urdu one carries ?lang=ur).
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  usePage(shown ? `${listingKindLabel[shown.kind]} | ${shown.tagline}` : label, undefined, shown ? addressInLanguage(listingPath(shown.kind, shown.id), language) : undefined);

  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <section className="container section">
        <h1>{label}</h1>
        {missing ? <LoadError message={t('notAvailable')} /> : <LoadError onRetry={reload} />}
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={label} />;
  return (
    <>
      <ListingView listing={state.data} actions={state.data.status === 'approved' ? (
        <>
          {/* On a phone the lister's contact block is below the pictures: the way there comes first. */}
          <a className="btn btn--primary listing__contact-link" href={`#${CONTACT_ID}`}>{t('contactLister')}</a>
          <FavouriteHeart listingId={state.data.id} variant="inline" />
          <ShareListing listing={state.data} />
        </>
      ) : undefined} />
      {/* What app/ adds below, e.g. the Report button (features never import each other). */}
      {aside && <div className="container">{aside(state.data)}</div>}
    </>
  );
}
