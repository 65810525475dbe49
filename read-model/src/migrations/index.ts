import type { Migration } from 'kysely';
import * as checkpoints from './0001-checkpoints.js';
import * as users from './0002-users.js';
import * as listings from './0003-listings.js';
import * as reviewsBlogs from './0004-reviews-blogs.js';
import * as searchBoostedNewest from './0005-search-boosted-newest.js';
import * as listingReportsExpiry from './0007-listing-reports-expiry.js';
import * as addressSearchKey from './0008-address-search-key.js';
import * as paymentsNotApplied from './0009-payments-not-applied.js';
import * as listingAreaItemTerms from './0010-listing-area-item-terms.js';
import * as listingSitemap from './0011-listing-sitemap.js';
import * as waitingRevisions from './0011-waiting-revisions.js';
import * as userBlockReason from './0012-user-block-reason.js';
import * as verifiedPhones from './0013-verified-phones.js';
import * as insights from './0014-insights.js';
import * as following from './0015-following.js';
import * as searchCacheAndBlocks from './0016-search-cache-and-blocks.js';
import * as searchCountCovering from './0017-search-count-covering.js';
import * as searchBoostedCity from './0018-search-boosted-city.js';
import * as addressKeyPairs from './0019-address-key-pairs.js';
import * as searchPlanning from './0020-search-planning.js';
import * as listingsVacuum from './0021-listings-vacuum.js';
import * as searchFirstPageKeys from './0022-search-first-page-keys.js';
import * as roommateFilterStatistics from './0023-roommate-filter-statistics.js';
import * as contentAt from './0024-content-at.js';
import * as reviewsByAuthor from './0025-reviews-by-author.js';
import * as notificationReasons from './0026-notification-reasons.js';

/** Versioned read-table migrations, applied in key order. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-checkpoints': checkpoints,
  '0002-users': users,
  '0003-listings': listings,
  '0004-reviews-blogs': reviewsBlogs,
  '0005-search-boosted-newest': searchBoostedNewest,
  '0007-listing-reports-expiry': listingReportsExpiry,
  '0008-address-search-key': addressSearchKey,
  '0009-payments-not-applied': paymentsNotApplied,
  '0010-listing-area-item-terms': listingAreaItemTerms,
  '0011-listing-sitemap': listingSitemap,
  // Two 0011s were written in parallel; by key this one sorts, and so is applied, after the sitemap's.
  '0011-waiting-revisions': waitingRevisions,
  '0012-user-block-reason': userBlockReason,
  '0013-verified-phones': verifiedPhones,
  '0014-insights': insights,
  '0015-following': following,
  '0016-search-cache-and-blocks': searchCacheAndBlocks,
  '0017-search-count-covering': searchCountCovering,
  '0018-search-boosted-city': searchBoostedCity,
  '0019-address-key-pairs': addressKeyPairs,
  '0020-search-planning': searchPlanning,
  '0021-listings-vacuum': listingsVacuum,
  '0022-search-first-page-keys': searchFirstPageKeys,
  '0023-roommate-filter-statistics': roommateFilterStatistics,
  '0024-content-at': contentAt,
  '0025-reviews-by-author': reviewsByAuthor,
  '0026-notification-reasons': notificationReasons,
};
