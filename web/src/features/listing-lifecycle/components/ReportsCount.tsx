import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n';
import { useQuery } from '../../../lib/use-query';
import { getReportedListings } from '../api/get-reported-listings';
import '../listing-lifecycle.css';

/** The admin sidebar's count of listings with open reports; nothing while loading or at zero. */
export function ReportsCount() {
  const { t } = useTranslation('lifecycle');
  const { state } = useQuery('reports-count', (signal) => getReportedListings(signal));
  if (state.status !== 'succeeded' || state.data.total === 0) return null;
  return (
    <span className="admin-count" aria-label={t('reports.count', { count: state.data.total })}>
      {formatNumber(state.data.total)}
    </span>
  );
}
