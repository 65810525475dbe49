import { useParams } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { ListingView } from '../../components/listing/ListingView';
import { PageLoading } from '../../components/PageLoading';
import { BoostPanel } from '../../features/boost';
import { getListing } from '../../features/listings/api/get-listing';
import { listingKindLabel, type ListingKind } from '../../lib/listing-kind';
import { useQuery } from '../../lib/use-query';
import { usePage } from '../../lib/use-page';

/**
 * Interim owner view (/myListing/<kind>/:id) that carries the boost offer until the full
 * owner view (listing-wizards branch) lands; there, app/ puts <BoostPanel> in its slot with
 * the same props. Composed here because a feature must not import another feature.
 */
export function OwnerListingPage({ kind }: { kind: ListingKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const { state, reload } = useQuery(id, (signal) => getListing(id, signal));
  const title = `My ${listingKindLabel[kind]}`;
  usePage(state.status === 'succeeded' ? `${title} | ${state.data.tagline}` : title);
  if (state.status === 'failed') {
    return (
      <section className="container section">
        <h1>{title}</h1>
        <LoadError onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={title} />;
  const listing = state.data;
  return (
    <ListingView
      listing={listing}
      actions={<BoostPanel listingId={listing.id} kind={listing.kind} status={listing.status} boostedUntil={listing.boostedUntil} />}
    />
  );
}
