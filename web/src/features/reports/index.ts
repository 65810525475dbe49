/**
 * Issue 17 on the web: pieces app/ places on other features' pages (a feature never imports
 * another). ReportButton goes on the public listing detail page for signed-in visitors who do
 * not own the listing; ListingAftercareNotice, CloseListingButton and RenewButton on My Listings;
 * AdminReportsSection as the admin dashboard's Reports page (getReportedListings gives the
 * sidebar its count: the number of entries).
 */
export { ReportButton } from './components/ReportButton';
export { CloseListingButton, ListingAftercareNotice, RenewButton } from './components/ListingOwnerActions';
export { AdminReportsSection } from './components/AdminReportsSection';
export { ReportsCount } from './components/ReportsCount';
export { dismissReports, getReportedListings } from './api/listing-aftercare';
import './reports.css';
