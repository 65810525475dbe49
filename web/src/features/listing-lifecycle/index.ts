/**
 * A listing's life after it is published, as pieces app/ places on other features' pages (a
 * feature never imports another): ReportButton on the public listing page for signed-in
 * visitors who do not own the listing; ClosedOrExpiredNotice, CloseListingButton and
 * RenewButton under each card of My Listings; AdminReportsSection as the admin dashboard's
 * Reports page and ReportsCount as its sidebar badge. Each component imports its own styles.
 */
export { ReportButton } from './components/ReportButton';
export { ClosedOrExpiredNotice, CloseListingButton, RenewButton } from './components/OwnerLifecycleActions';
export { AdminReportsSection } from './components/AdminReportsSection';
export { ReportsCount } from './components/ReportsCount';
