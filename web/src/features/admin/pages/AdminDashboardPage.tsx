import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '../../../components/Spinner';
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
export function AdminDashboardPage() {
  return (
    <div className="admin-layout">
      <AdminSidebar />
      <div className="admin-layout__content">
        <Suspense fallback={<Spinner />}>
          <Switch>
            <Route path="/">
              <AdminOverviewPage />
            </Route>

            <Route path="/admin_allUsers">
              <AdminUsersPage />
            </Route>
            <Route path="/admin_allUsers/listings/:userId">
              <AdminUserListingsPage />
            </Route>
            <Route path="/admin_allUsers/listings/:userId/room/:id">
              <AdminListingDetailPage kind="room" context="user" />
            </Route>
            <Route path="/admin_allUsers/listings/:userId/accessory/:id">
              <AdminListingDetailPage kind="accessory" context="user" />
            </Route>
            <Route path="/admin_allUsers/listings/:userId/roommateListing/:id">
              <AdminListingDetailPage kind="roommate" context="user" />
            </Route>

            <Route path="/admin_newListings">
              <AdminNewListingsPage />
            </Route>
            <Route path="/admin_newListings/room/:id">
              <AdminListingDetailPage kind="room" context="queue" />
            </Route>
            <Route path="/admin_newListings/accessory/:id">
              <AdminListingDetailPage kind="accessory" context="queue" />
            </Route>
            <Route path="/admin_newListings/roommate/:id">
              <AdminListingDetailPage kind="roommate" context="queue" />
            </Route>

            <Route path="/admin_allBlog">
              <AdminBlogsPage />
            </Route>
            <Route path="/admin_allBlog/admin_postBlog">
              <AdminPostBlogPage />
            </Route>
            <Route path="/admin_allBlog/blog/:id">
              <AdminBlogDetailPage />
            </Route>

            <Route>
              <Redirect to="~/notFound" replace />
            </Route>
          </Switch>
        </Suspense>
      </div>
    </div>
  );
}
