import { useQuery } from '../../../lib/use-query';
import { getReportedListings } from '../api/get-reported-listings';
import '../listing-lifecycle.css';

/** The admin sidebar's count of listings with open reports; nothing while loading or at zero. */
export function ReportsCount() {
  const { state } = useQuery('reports-count', (signal) => getReportedListings(signal));
  if (state.status !== 'succeeded' || state.data.length === 0) return null;
  return (
    <span className="admin-count" aria-label={`${state.data.length} reported`}>
      {state.data.length}
    </span>
  );
}
