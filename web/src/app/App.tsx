import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen';
import { Spinner } from '../components/Spinner';
import { AdminGate, RequireSignIn, useAuth } from '../features/auth';
import { AppLayout } from './layout/AppLayout';
import {
  AboutPage,
  AdminDashboardPage,
  AdvanceResultsPage,
  AdvanceSearchPage,
  AdvertisePage,
  BlogDetailPage,
  BlogsPage,
  BoostSuccessPage,
  CareerPage,
  HomePage,
  ListAccessoryPage,
  ListingDetailPage,
  ListRoommatePage,
  ListRoomPage,
  MyListingsPage,
  NotFoundPage,
  OwnerListingPage,
  PrivacyPolicyPage,
  RefundPolicyPage,
  SearchResultPage,
  ServicesPage,
  UserReviewsPage,
} from './routes';

const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;

/** Routes of product-spec section 2. Paths match case-insensitively, as wouter does. */
function AppRoutes() {
  const { user: viewer } = useAuth();
  return (
    <Switch>
      {/* Public pages */}
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/aboutUs">
        <AboutPage />
      </Route>
      <Route path="/blogs">
        <BlogsPage />
      </Route>
      <Route path="/career">
        <CareerPage />
      </Route>
      <Route path="/privacy-policies">
        <PrivacyPolicyPage />
      </Route>
      <Route path="/services">
        <ServicesPage />
      </Route>
      <Route path="/refundPolicy">
        <RefundPolicyPage />
      </Route>
      <Route path="/advertiseWithUs">
        <AdvertisePage />
      </Route>
      <Route path="/searchResult">
        <SearchResultPage />
      </Route>
      <Route path="/BoostSuccess">
        <BoostSuccessPage />
      </Route>
      <Route path="/notFound">
        <NotFoundPage />
      </Route>

      {/* Pages that require sign-in */}
      <Route path="/userReviews">{signedIn(viewer === null ? null : <UserReviewsPage viewer={viewer} />)}</Route>
      <Route path="/advanceSearch">{signedIn(<AdvanceSearchPage />)}</Route>

      <Route path="/advanceRoomSearch">{signedIn(<AdvanceResultsPage kind="room" />)}</Route>
      <Route path="/advanceRoommateSearch">{signedIn(<AdvanceResultsPage kind="roommate" />)}</Route>
      <Route path="/advanceAccessoriesSearch">{signedIn(<AdvanceResultsPage kind="accessory" />)}</Route>
      {/* Listing and blog details are public (spec: "public listing detail"), so a visitor
          who searched can see the contact links without signing in. */}
      <Route path="/advanceRoomSearch/rooms/:id">
        <ListingDetailPage kind="room" />
      </Route>
      <Route path="/advanceRoommateSearch/roommate/:id">
        <ListingDetailPage kind="roommate" />
      </Route>
      <Route path="/advanceAccessoriesSearch/accessories/:id">
        <ListingDetailPage kind="accessory" />
      </Route>
      <Route path="/rooms/:id">
        <ListingDetailPage kind="room" />
      </Route>
      <Route path="/roommate/:id">
        <ListingDetailPage kind="roommate" />
      </Route>
      <Route path="/accessories/:id">
        <ListingDetailPage kind="accessory" />
      </Route>

      <Route path="/blog/:id">
        <BlogDetailPage viewer={viewer} />
      </Route>
      <Route path="/advanceAccessoriesSearch/blog/:id">
        <BlogDetailPage viewer={viewer} />
      </Route>

      <Route path="/listRoom">{signedIn(<ListRoomPage />)}</Route>
      <Route path="/listRoomMate">{signedIn(<ListRoommatePage />)}</Route>
      <Route path="/listAccessories">{signedIn(<ListAccessoryPage />)}</Route>

      <Route path="/myListing">{signedIn(<MyListingsPage />)}</Route>
      {/* The boost offer sits on the owner view; OwnerListingPage composes it until the full owner view lands. */}
      <Route path="/myListing/room/:id">{signedIn(<OwnerListingPage kind="room" />)}</Route>
      <Route path="/myListing/roommate/:id">{signedIn(<OwnerListingPage kind="roommate" />)}</Route>
      <Route path="/myListing/accessory/:id">{signedIn(<OwnerListingPage kind="accessory" />)}</Route>

      {/* Admin area: its own sidebar layout and nested routes */}
      <Route path="/my_admin_dashboard" nest>
        <AdminGate>
          <AdminDashboardPage />
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
  // The app waits for the signed-in status check before showing any page (spec section 2).
  if (status === 'loading') return <LoadingScreen />;

  return (
    <AppLayout>
      <Suspense
        fallback={
          <div className="page-pending">
            <Spinner />
          </div>
        }
      >
        <AppRoutes />
      </Suspense>
    </AppLayout>
  );
}
