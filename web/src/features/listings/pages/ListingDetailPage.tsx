import { useParams } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { ListingView } from '../../../components/listing/ListingView';
import { PageLoading } from '../../../components/PageLoading';
import { ApiError } from '../../../lib/api-error';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getListing } from '../api/get-listing';

const NOT_AVAILABLE = 'This listing is not available any more.';

/** Public detail of one approved listing (/rooms/:id, /roommate/:id, /accessories/:id and the advance-search paths). */
export function ListingDetailPage({ kind }: { kind: ListingKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const { state, reload } = useQuery(id, (signal) => getListing(id, signal));
  const label = listingKindLabel[kind];
  usePage(state.status === 'succeeded' ? `${label} | ${state.data.tagline}` : label);

  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <section className="container section">
        <h1>{label}</h1>
        {missing ? <LoadError message={NOT_AVAILABLE} /> : <LoadError onRetry={reload} />}
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={label} />;
  return <ListingView listing={state.data} />;
}
