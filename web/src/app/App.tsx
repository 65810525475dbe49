import { Suspense, type ReactNode } from 'react';
import { useDocumentLanguage } from '../i18n';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen';
import { PageLoadBoundary } from '../components/PageLoadBoundary';
import { Spinner } from '../components/Spinner';
import { AdminGate, RequireSignIn } from '../features/auth';
import { useAuth } from '../lib/auth/auth-context';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { routePaths } from '../lib/paths';
import { AppLayout } from './layout/AppLayout';
import {
  AboutPage,
  AdminDashboardWithReports,
  AdvanceResultsPage,
  AdvanceSearchPage,
  AdvertisePage,
  BlogDetailPage,
  BlogsPage,
  BoostSuccessPage,
  DevOutboxPage,
  CareerPage,
  HomePage,
  ListAccessoryPage,
  EditListingPage,
  ListingDetailPage,
  ListRoommatePage,
  ListRoomPage,
  MyListingsWithOwnerActions,
  NotificationsPage,
  SavedPage,
  SavedSearchesPage,
  ReportButton,
  NotFoundPage,
  OwnerListingWithBoost,
  PrivacyPolicyPage,
  RefundPolicyPage,
  SearchResultPage,
  ServicesPage,
  UserReviewsPage,
} from './routes';

const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;

/** Routes of product-spec section 2. Paths match case-insensitively, as wouter does. */
function AppRoutes() {
  // The server says who may report (signed in, not the owner, no report open yet).
  const reportAside = (listing: ListingDetail) =>
    listing.abilities.report ? (
      <Suspense fallback={null}>
        <ReportButton listingId={listing.id} />
      </Suspense>
    ) : null;
  return (
    <Switch>
      {/* Public pages */}
      <Route path={routePaths.home}>
        <HomePage />
      </Route>
      <Route path={routePaths.about}>
        <AboutPage />
      </Route>
      <Route path={routePaths.blogs}>
        <BlogsPage />
      </Route>
      <Route path={routePaths.career}>
        <CareerPage />
      </Route>
      <Route path={routePaths.privacyPolicies}>
        <PrivacyPolicyPage />
      </Route>
      <Route path={routePaths.services}>
        <ServicesPage />
      </Route>
      <Route path={routePaths.refundPolicy}>
        <RefundPolicyPage />
      </Route>
      <Route path={routePaths.advertise}>
        <AdvertisePage />
      </Route>
      <Route path={routePaths.searchResult}>
        <SearchResultPage />
      </Route>
      <Route path={routePaths.boostSuccess}>
        <BoostSuccessPage />
      </Route>
      <Route path={routePaths.devOutbox}>
        <DevOutboxPage />
      </Route>
      <Route path={routePaths.notFound}>
        <NotFoundPage />
      </Route>

      {/* Pages that require sign-in */}
      <Route path={routePaths.userReviews}>{signedIn(<UserReviewsPage />)}</Route>
      <Route path={routePaths.advanceSearch}>{signedIn(<AdvanceSearchPage />)}</Route>

      <Route path={routePaths.advanceResults.room}>{signedIn(<AdvanceResultsPage kind="room" />)}</Route>
      <Route path={routePaths.advanceResults.roommate}>{signedIn(<AdvanceResultsPage kind="roommate" />)}</Route>
      <Route path={routePaths.advanceResults.accessory}>{signedIn(<AdvanceResultsPage kind="accessory" />)}</Route>
      {/* Listing and blog details are public (spec: "public listing detail"), so a visitor
          who searched can see the contact links without signing in. */}
      <Route path={routePaths.advanceListing.room}>
        <ListingDetailPage kind="room" aside={reportAside} />
      </Route>
      <Route path={routePaths.advanceListing.roommate}>
        <ListingDetailPage kind="roommate" aside={reportAside} />
      </Route>
      <Route path={routePaths.advanceListing.accessory}>
        <ListingDetailPage kind="accessory" aside={reportAside} />
      </Route>
      <Route path={routePaths.listing.room}>
        <ListingDetailPage kind="room" aside={reportAside} />
      </Route>
      <Route path={routePaths.listing.roommate}>
        <ListingDetailPage kind="roommate" aside={reportAside} />
      </Route>
      <Route path={routePaths.listing.accessory}>
        <ListingDetailPage kind="accessory" aside={reportAside} />
      </Route>

      <Route path={routePaths.blog}>
        <BlogDetailPage />
      </Route>
      <Route path={routePaths.advanceBlog}>
        <BlogDetailPage />
      </Route>

      <Route path={routePaths.listWizard.room}>{signedIn(<ListRoomPage />)}</Route>
      <Route path={routePaths.listWizard.roommate}>{signedIn(<ListRoommatePage />)}</Route>
      <Route path={routePaths.listWizard.accessory}>{signedIn(<ListAccessoryPage />)}</Route>

      <Route path={routePaths.myListings}>{signedIn(<MyListingsWithOwnerActions />)}</Route>
      <Route path={routePaths.saved}>{signedIn(<SavedPage />)}</Route>
      <Route path={routePaths.savedSearches}>{signedIn(<SavedSearchesPage />)}</Route>
      <Route path={routePaths.notifications}>{signedIn(<NotificationsPage />)}</Route>
      {/* The owner view, with the boost choice composed in by app/ */}
      <Route path={routePaths.editListing.room}>{signedIn(<EditListingPage kind="room" />)}</Route>
      <Route path={routePaths.editListing.roommate}>{signedIn(<EditListingPage kind="roommate" />)}</Route>
      <Route path={routePaths.editListing.accessory}>{signedIn(<EditListingPage kind="accessory" />)}</Route>
      <Route path={routePaths.myListing.room}>{signedIn(<OwnerListingWithBoost kind="room" />)}</Route>
      <Route path={routePaths.myListing.roommate}>{signedIn(<OwnerListingWithBoost kind="roommate" />)}</Route>
      <Route path={routePaths.myListing.accessory}>{signedIn(<OwnerListingWithBoost kind="accessory" />)}</Route>

      {/* Admin area: its own sidebar layout and nested routes */}
      <Route path={routePaths.admin} nest>
        <AdminGate>
          <AdminDashboardWithReports />
        </AdminGate>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function App() {
  const { status } = useAuth();
  const [pathname] = useLocation();
  // Subscribed to the language here, at the top, so a switch re-renders every page in place,
  // texts made by helpers outside React (dates, rupees, labels) included, with <html lang dir>.
  useDocumentLanguage();
  // The app waits for the signed-in status check before showing any page (spec section 2).
  if (status === 'loading') return <LoadingScreen />;

  return (
    <AppLayout>
      <PageLoadBoundary key={pathname}>
        <Suspense
          fallback={
            <div className="page-pending">
              <Spinner />
            </div>
          }
        >
          <AppRoutes />
        </Suspense>
      </PageLoadBoundary>
    </AppLayout>
  );
}
