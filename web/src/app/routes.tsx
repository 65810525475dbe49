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

/** My Listings with closing and renewal under each card; see MyListingsArea. */
export const MyListingsPage = lazy(() => import('./pages/MyListingsArea').then((m) => page(m.MyListingsArea)));

/** The owner view with the boost choice in its slot; see OwnerListingPage. */
export const OwnerListingPage = lazy(() => import('./pages/OwnerListingPage').then((m) => page(m.OwnerListingPage)));

export const BoostSuccessPage = lazy(() =>
  import('../features/boost/pages/BoostSuccessPage').then((m) => page(m.BoostSuccessPage)),
);

/** The admin dashboard with the Reports section composed in; see AdminArea. */
export const AdminDashboardPage = lazy(() => import('./pages/AdminArea').then((m) => page(m.AdminArea)));

/** Loaded with the listing page that shows it, not with the entry chunk. */
export const ReportButton = lazy(() => import('../features/reports').then((m) => ({ default: m.ReportButton })));
