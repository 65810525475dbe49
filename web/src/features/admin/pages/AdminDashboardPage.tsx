import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { adminRoutePaths, routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import type { AdminExtraSection } from '../admin-sections';
import { AdminSidebar } from '../components/AdminSidebar';
import '../admin.css';
import { AdminBlogDetailPage } from './AdminBlogDetailPage';
import { AdminBlogsPage } from './AdminBlogsPage';
import { AdminListingDetailPage } from './AdminListingDetailPage';
import { AdminNewListingsPage } from './AdminNewListingsPage';
import { AdminOverviewPage } from './AdminOverviewPage';
import { AdminUserListingsPage } from './AdminUserListingsPage';
import { AdminUsersPage } from './AdminUsersPage';

// The blog form brings the rich-text editor: its own chunk, fetched only on that route.
const AdminPostBlogPage = lazy(() => import('./AdminPostBlogPage').then((m) => ({ default: m.AdminPostBlogPage })));

/** /my_admin_dashboard/*: sidebar layout; paths below are relative to the dashboard. */
export function AdminDashboardPage({ extraSections = [] }: { extraSections?: readonly AdminExtraSection[] }) {
  return (
    <div className="admin-layout">
      <AdminSidebar extraSections={extraSections} />
      <div className="admin-layout__content">
        <Suspense fallback={<Spinner />}>
          <Switch>
            <Route path={adminRoutePaths.overview}>
              <AdminOverviewPage />
            </Route>

            <Route path={adminRoutePaths.users}>
              <AdminUsersPage />
            </Route>
            <Route path={adminRoutePaths.userListings}>
              <AdminUserListingsPage />
            </Route>
            <Route path={adminRoutePaths.userListing.room}>
              <AdminListingDetailPage kind="room" context="user" />
            </Route>
            <Route path={adminRoutePaths.userListing.accessory}>
              <AdminListingDetailPage kind="accessory" context="user" />
            </Route>
            <Route path={adminRoutePaths.userListing.roommate}>
              <AdminListingDetailPage kind="roommate" context="user" />
            </Route>

            <Route path={adminRoutePaths.newListings}>
              <AdminNewListingsPage />
            </Route>
            <Route path={adminRoutePaths.newListing.room}>
              <AdminListingDetailPage kind="room" context="queue" />
            </Route>
            <Route path={adminRoutePaths.newListing.accessory}>
              <AdminListingDetailPage kind="accessory" context="queue" />
            </Route>
            <Route path={adminRoutePaths.newListing.roommate}>
              <AdminListingDetailPage kind="roommate" context="queue" />
            </Route>

            <Route path={adminRoutePaths.blogs}>
              <AdminBlogsPage />
            </Route>
            <Route path={adminRoutePaths.postBlog}>
              <AdminPostBlogPage />
            </Route>
            <Route path={adminRoutePaths.blog}>
              <AdminBlogDetailPage />
            </Route>

            {extraSections.map((section) => (
              <Route key={section.href} path={section.href}>
                <AdminExtraSectionPage section={section} />
              </Route>
            ))}

            <Route>
              <Redirect to={`~${routePaths.notFound}`} replace />
            </Route>
          </Switch>
        </Suspense>
      </div>
    </div>
  );
}

/** Another feature's section, titled and laid out as the dashboard's own pages are. */
function AdminExtraSectionPage({ section }: { section: AdminExtraSection }) {
  usePage(section.title);
  return (
    <section className="admin-page">
      <h1>{section.heading}</h1>
      {section.page}
    </section>
  );
}
