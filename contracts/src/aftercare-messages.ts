/**
 * Messages of the features beyond the spec (issue 17): reports, duplicate photos, closing and
 * expiry. Kept beside `messages` rather than inside it so each feature's texts read in one place.
 */
export const aftercareMessages = {
  // Reports
  reportReasonRequired: 'Please choose why you are reporting this listing.',
  reportDetailsRequired: 'Please tell us what is wrong with this listing.',
  reportDetailsTooLong: 'Please keep the details to 1000 characters or fewer.',
  reportAlreadyOpen: 'You have already reported this listing. An admin will look at it soon.',
  reportOwnListing: 'You cannot report your own listing.',
  listingReported: 'Thank you. An admin will look at this listing.',
  reportsDismissed: 'Reports dismissed.',
  noOpenReports: 'This listing has no open reports.',
  takeDownReasonTooLong: 'The reason must be 500 characters or fewer.',

  // Duplicate photos
  duplicateFlagged: 'A picture of this listing matches a picture of another owner’s listing.',

  // Closing
  closeOutcomeRequired: 'Please choose whether it was rented or sold.',
  closeOutcomeForKind: 'Rooms and roommate ads close as rented; accessories as sold.',
  closeNotApproved: 'Only an approved listing can be marked as rented or sold.',
  listingAlreadyClosed: 'This listing is already marked as rented or sold.',
  listingClosedRented: 'Marked as rented. It no longer shows in search.',
  listingClosedSold: 'Marked as sold. It no longer shows in search.',
  ownerOnly: 'Only the owner of this listing can do this.',

  // Expiry
  expiredNotice: 'Expired, renew to show it again',
  renewNotYet: 'You can renew this listing from 7 days before it expires.',
  renewNotApproved: 'Only an approved listing can be renewed.',
  renewClosed: 'A listing marked as rented or sold cannot be renewed.',
  listingRenewed: 'Renewed. Your listing shows for another 60 days.',

  // What the owner sees on a closed listing
  closedRented: 'Rented',
  closedSold: 'Sold',
} as const;
