import { AdminDashboardPage } from '../../features/admin/pages/AdminDashboardPage';
import { AdminReportsSection, ReportsCount } from '../../features/reports';
import { adminPaths, adminRoutePaths } from '../../lib/paths';

/** The admin dashboard with the sections other features contribute (issue 17's Reports). */
export function AdminArea() {
  return (
    <AdminDashboardPage
      extraSections={[
        {
          label: 'Reports',
          href: adminRoutePaths.reports,
          icon: 'shield',
          badge: <ReportsCount />,
          page: (
            <section className="admin-page">
              <h1>Reported listings</h1>
              <AdminReportsSection historyHref={(listing) => adminPaths.userListing(listing.kind, listing.ownerId, listing.id)} />
            </section>
          ),
        },
      ]}
    />
  );
}
