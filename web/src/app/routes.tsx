import { lazy } from 'react';

// Every page is its own chunk, so a first visit downloads only the page it opens.
const page = <T,>(component: T) => ({ default: component });

export const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => page(m.HomePage)));
export const AboutPage = lazy(() => import('../features/about/pages/AboutPage').then((m) => page(m.AboutPage)));
export const CareerPage = lazy(() => import('../features/career/pages/CareerPage').then((m) => page(m.CareerPage)));
export const PrivacyPolicyPage = lazy(() =>
  import('../features/policies/pages/PrivacyPolicyPage').then((m) => page(m.PrivacyPolicyPage)),
);
export const RefundPolicyPage = lazy(() =>
  import('../features/policies/pages/RefundPolicyPage').then((m) => page(m.RefundPolicyPage)),
);
export const ServicesPage = lazy(() => import('../features/services/pages/ServicesPage').then((m) => page(m.ServicesPage)));
export const AdvertisePage = lazy(() =>
  import('../features/advertise/pages/AdvertisePage').then((m) => page(m.AdvertisePage)),
);
export const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => page(m.NotFoundPage)));

export const SearchResultPage = lazy(() =>
  import('../features/search/pages/SearchResultPage').then((m) => page(m.SearchResultPage)),
);
export const AdvanceSearchPage = lazy(() =>
  import('../features/search/pages/AdvanceSearchPage').then((m) => page(m.AdvanceSearchPage)),
);
export const AdvanceResultsPage = lazy(() =>
  import('../features/search/pages/AdvanceResultsPage').then((m) => page(m.AdvanceResultsPage)),
);

export const BlogsPage = lazy(() => import('../features/blogs/pages/BlogsPage').then((m) => page(m.BlogsPage)));
export const BlogDetailPage = lazy(() =>
  import('../features/blogs/pages/BlogDetailPage').then((m) => page(m.BlogDetailPage)),
);
export const UserReviewsPage = lazy(() =>
  import('../features/reviews/pages/UserReviewsPage').then((m) => page(m.UserReviewsPage)),
);

export const ListingDetailPage = lazy(() =>
  import('../features/listings/pages/ListingDetailPage').then((m) => page(m.ListingDetailPage)),
);

export const ListRoomPage = lazy(() =>
  import('../features/listing-wizards/pages/ListRoomPage').then((m) => page(m.ListRoomPage)),
);
export const ListRoommatePage = lazy(() =>
  import('../features/listing-wizards/pages/ListRoommatePage').then((m) => page(m.ListRoommatePage)),
);
export const ListAccessoryPage = lazy(() =>
  import('../features/listing-wizards/pages/ListAccessoryPage').then((m) => page(m.ListAccessoryPage)),
);

// Compositions: a feature's page with pieces of other features placed in it by app/.
export const MyListingsWithOwnerActions = lazy(() =>
  import('./compositions/MyListingsWithOwnerActions').then((m) => page(m.MyListingsWithOwnerActions)),
);
export const OwnerListingWithBoost = lazy(() =>
  import('./compositions/OwnerListingWithBoost').then((m) => page(m.OwnerListingWithBoost)),
);

export const BoostSuccessPage = lazy(() =>
  import('../features/boost/pages/BoostSuccessPage').then((m) => page(m.BoostSuccessPage)),
);

export const AdminDashboardWithReports = lazy(() =>
  import('./compositions/AdminDashboardWithReports').then((m) => page(m.AdminDashboardWithReports)),
);

/** Loaded with the listing page that shows it, not with the entry chunk. */
export const ReportButton = lazy(() =>
  import('../features/listing-lifecycle/components/ReportButton').then((m) => page(m.ReportButton)),
);
