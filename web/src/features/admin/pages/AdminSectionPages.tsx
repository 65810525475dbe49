import { PageNotBuilt } from '../../../components/PageNotBuilt';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

// The admin screens below are not built yet; each already owns its route and title.

export function AdminUsersPage() {
  usePage('All Users');
  return <PageNotBuilt heading="All users" />;
}

export function AdminUserListingsPage() {
  usePage('User Listings');
  return <PageNotBuilt heading="User listings" />;
}

export function AdminNewListingsPage() {
  usePage('New Listings');
  return <PageNotBuilt heading="New listings" />;
}

/** One listing as an admin sees it, from the review queue or from a user's listings. */
export function AdminListingDetailPage({ kind }: { kind: ListingKind; context: 'queue' | 'user' }) {
  usePage(listingKindLabel[kind]);
  return <PageNotBuilt heading={listingKindLabel[kind]} />;
}

export function AdminBlogsPage() {
  usePage('All Blogs');
  return <PageNotBuilt heading="All blogs" />;
}

export function AdminPostBlogPage() {
  usePage('Post Blog');
  return <PageNotBuilt heading="New blog" />;
}

export function AdminBlogDetailPage() {
  usePage('Blog');
  return <PageNotBuilt heading="Blog" />;
}
