import { PageLoading } from '../../../components/PageLoading';
import { listingKindLabel, type ListingKind } from '../../../lib/listing-kind';
import { usePage } from '../../../lib/use-page';

// The admin screens below are filled in phase 2; each already owns its route and title.

export function AdminUsersPage() {
  usePage('All Users');
  return <PageLoading heading="All users" />;
}

export function AdminUserListingsPage() {
  usePage('User Listings');
  return <PageLoading heading="User listings" />;
}

export function AdminNewListingsPage() {
  usePage('New Listings');
  return <PageLoading heading="New listings" />;
}

/** One listing as an admin sees it, from the review queue or from a user's listings. */
export function AdminListingDetailPage({ kind }: { kind: ListingKind; context: 'queue' | 'user' }) {
  usePage(listingKindLabel[kind]);
  return <PageLoading heading={listingKindLabel[kind]} />;
}

export function AdminBlogsPage() {
  usePage('All Blogs');
  return <PageLoading heading="All blogs" />;
}

export function AdminPostBlogPage() {
  usePage('Post Blog');
  return <PageLoading heading="New blog" />;
}

export function AdminBlogDetailPage() {
  usePage('Blog');
  return <PageLoading heading="Blog" />;
}
