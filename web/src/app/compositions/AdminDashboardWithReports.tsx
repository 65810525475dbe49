import { useTranslation } from 'react-i18next';
import { AdminDashboardPage } from '../../features/admin/pages/AdminDashboardPage';
import { AdminReportsSection, ReportsCount } from '../../features/listing-lifecycle';
import { adminPaths, adminRoutePaths } from '../../lib/paths';

/**
 * The admin dashboard with the Reports section, which the listing-lifecycle feature provides:
 * composed here because the admin feature must not import another feature.
 */
export function AdminDashboardWithReports() {
  // The section's names are the listing-lifecycle feature's texts.
  const { t } = useTranslation('lifecycle');
  return (
    <AdminDashboardPage
      extraSections={[
        {
          label: t('reports.section'),
          title: t('reports.title'),
          heading: t('reports.heading'),
          href: adminRoutePaths.reports,
          icon: 'shield',
          badge: <ReportsCount />,
          page: <AdminReportsSection historyHref={(listing) => adminPaths.userListing(listing.kind, listing.ownerId, listing.id)} />,
        },
      ]}
    />
  );
}
