import { Redirect, Route, Switch } from 'wouter';
import { AdminSidebar } from '../components/AdminSidebar';
import '../admin.css';
import { AdminOverviewPage } from './AdminOverviewPage';
import {
  AdminBlogDetailPage,
  AdminBlogsPage,
  AdminListingDetailPage,
  AdminNewListingsPage,
  AdminPostBlogPage,
  AdminUserListingsPage,
  AdminUsersPage,
} from './AdminSectionPages';

/** /my_admin_dashboard/*: sidebar layout; paths below are relative to the dashboard. */
export function AdminDashboardPage() {
  return (
    <div className="admin-layout">
      <AdminSidebar />
      <div className="admin-layout__content">
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
      </div>
    </div>
  );
}
