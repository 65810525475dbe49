import { lazy } from 'react';
import { lazyPage } from '../lib/lazy-page';

// Every page is its own chunk, so a first visit downloads only the page it opens.
export const HomePage = lazyPage(() => import('../features/home/pages/HomePage'), (m) => m.HomePage);
export const AboutPage = lazyPage(() => import('../features/about/pages/AboutPage'), (m) => m.AboutPage);
export const CareerPage = lazyPage(() => import('../features/career/pages/CareerPage'), (m) => m.CareerPage);
export const PrivacyPolicyPage = lazyPage(() =>
  import('../features/policies/pages/PrivacyPolicyPage'), (m) => m.PrivacyPolicyPage,
);
export const RefundPolicyPage = lazyPage(() =>
  import('../features/policies/pages/RefundPolicyPage'), (m) => m.RefundPolicyPage,
);
export const ServicesPage = lazyPage(() => import('../features/services/pages/ServicesPage'), (m) => m.ServicesPage);
export const AdvertisePage = lazyPage(() =>
  import('../features/advertise/pages/AdvertisePage'), (m) => m.AdvertisePage,
);
export const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), (m) => m.NotFoundPage);

export const SearchResultPage = lazyPage(() =>
  import('../features/search/pages/SearchResultPage'), (m) => m.SearchResultPage,
);
export const AdvanceSearchPage = lazyPage(() =>
  import('../features/search/pages/AdvanceSearchPage'), (m) => m.AdvanceSearchPage,
);
export const AdvanceResultsPage = lazyPage(() =>
  import('../features/search/pages/AdvanceResultsPage'), (m) => m.AdvanceResultsPage,
);

export const BlogsPage = lazyPage(() => import('../features/blogs/pages/BlogsPage'), (m) => m.BlogsPage);
export const BlogDetailPage = lazyPage(() =>
  import('../features/blogs/pages/BlogDetailPage'), (m) => m.BlogDetailPage,
);
export const UserReviewsPage = lazyPage(() =>
  import('../features/reviews/pages/UserReviewsPage'), (m) => m.UserReviewsPage,
);

export const ListingDetailPage = lazyPage(() =>
  import('../features/listings/pages/ListingDetailPage'), (m) => m.ListingDetailPage,
);

export const ListRoomPage = lazyPage(() =>
  import('../features/listing-wizards/pages/ListRoomPage'), (m) => m.ListRoomPage,
);
export const ListRoommatePage = lazyPage(() =>
  import('../features/listing-wizards/pages/ListRoommatePage'), (m) => m.ListRoommatePage,
);
export const ListAccessoryPage = lazyPage(() =>
  import('../features/listing-wizards/pages/ListAccessoryPage'), (m) => m.ListAccessoryPage,
);
export const EditListingPage = lazyPage(() =>
  import('../features/listing-wizards/pages/EditListingPage'), (m) => m.EditListingPage,
);

export const SavedPage = lazyPage(() => import('../features/following/pages/SavedPage'), (m) => m.SavedPage);
export const SavedSearchesPage = lazyPage(() =>
  import('../features/following/pages/SavedSearchesPage'), (m) => m.SavedSearchesPage,
);
export const NotificationsPage = lazyPage(() =>
  import('../features/following/pages/NotificationsPage'), (m) => m.NotificationsPage,
);

// Compositions: a feature's page with pieces of other features placed in it by app/.
export const MyListingsWithOwnerActions = lazyPage(
  () => import('./compositions/MyListingsWithOwnerActions'),
  (m) => m.MyListingsWithOwnerActions,
);
export const OwnerListingWithBoost = lazyPage(() => import('./compositions/OwnerListingWithBoost'), (m) => m.OwnerListingWithBoost);

export const DevOutboxPage = lazyPage(() => import('../features/dev-outbox/pages/DevOutboxPage'), (m) => m.DevOutboxPage);

export const BoostSuccessPage = lazyPage(() =>
  import('../features/boost/pages/BoostSuccessPage'), (m) => m.BoostSuccessPage,
);

export const AdminDashboardWithReports = lazyPage(
  () => import('./compositions/AdminDashboardWithReports'),
  (m) => m.AdminDashboardWithReports,
);

/** Loaded with the listing page that shows it, not with the entry chunk. */
export const ReportButton = lazy(() =>
  import('../features/listing-lifecycle/components/ReportButton').then((m) => ({ default: m.ReportButton })),
);
