/**
 * Every message a user can see from a rule, in one place, grouped by what it is about. Texts
 * marked "spec" are quoted exactly from product-spec.md (sections 2, 5 and 8) and must not be
 * edited; the rest fill gaps where the spec gives no text.
 */
export const messages = {
  // Room wizard (spec section 5)
  roomTypeRequired: 'Please Select Room Type First!', // spec
  roomPicturesCount: 'Select 3 - 9 images!', // spec
  bathroomTypeRequired: 'Please select the type of your bathroom!', // spec
  furnishedItemsRequired: 'Please select some accessories of your room', // spec
  roomConditionRequired: 'Please select the condition of your room.',
  kitchenRequired: 'Please select the kitchen option.',
  bathroomRequired: 'Please select whether the bathroom is shared or private.',
  roomRentMin: 'Rent must be at least PKR 1.',
  maxRoommateRange: 'Number of roommates must be between 1 and 20.',

  // Roommate wizard (spec section 5)
  /** spec: the roommate file picker's alert; superseded by roommatePicturesCount (see IMAGE_LIMITS). */
  roommatePicturesPicker: 'Please select 3-9 images!', // spec
  roommatePicturesCount: 'Please select images between 3 and 5!', // spec
  roommateFeaturesRequired: 'Select some features of your room!', // spec
  genderRequired: 'Please, Select the gender you are looking for!', // spec
  roommateRentMin: 'Rent per head must be at least PKR 1,000.',
  occupationRequired: 'Please select your occupation.',
  listerAgeRequired: 'Your age is required.',
  listerAgeMin: 'You must be at least 10 years old.',
  roommateAgeRequired: 'Please enter the age limit of the roommate you are looking for.',
  roommateAgeMin: 'The age limit must be at least 18.',
  availableFromPast: 'The available-from date cannot be before today.',
  educationInvalid: 'Please choose a degree title from the list.',

  // Accessory wizard (spec section 5)
  /** spec: the accessory step check; superseded by accessoryPicturesCount (see IMAGE_LIMITS). */
  accessoryPicturesStep: 'Select 3 - 9 images of accessory!', // spec
  accessoryPicturesCount: 'Please, Select 3 - 5 images of your accessory!', // spec
  productNameRequired: 'Product name is required.',
  priceRequired: 'Price is required.',
  priceMin: 'Price must be at least PKR 100.',
  usageYearRequired: 'Please enter how many years the item has been used.',
  usageYearMin: 'Usage must be at least 1 year.',
  usageYearMax: 'Usage must be 100 years or less.',
  accessoryConditionRequired: 'Please rate the condition from 1 to 10.',
  accessoryConditionRange: 'Condition must be between 1 and 10.',

  // Fields shared by the wizards
  taglineRequired: 'Tagline is required.',
  listerNameRequired: 'Your name is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Phone number may contain only digits, spaces and dashes.',
  addressRequired: 'Address is required.',
  rentRequired: 'Rent is required.',
  availableFromRequired: 'Please choose the date the room is available from.',
  dateInvalid: 'Please choose a valid date.',
  dateOutOfRange: 'Please choose a date between 2000 and 2099.',
  nicInvalid: 'NIC number must be 13 digits, as printed on the card: 35202-1234567-1.',
  ageMax: 'Please enter an age of 120 or less.',
  amountTooLarge: 'That amount is too large.',
  notANumber: 'Please enter a number.',
  notAWholeNumber: 'Please enter a whole number.',
  notYesOrNo: 'Please answer yes or no.',
  invalidOption: 'Please choose one of the listed options.',
  featuresInvalid: 'Please choose features from the list.',
  textTooLong: 'This text is too long.',

  // Uploads
  picturesType: 'Only PNG and JPEG images are allowed.',
  imageNotFound: 'This image does not exist.',
  pictureTooLarge: 'Each image must be 10 MB or smaller.',
  // Refused from the header, before decoding: 16-bit, alpha and huge pictures cost many times a photo's memory and time.
  pictureTooCostly: 'This image is too large to process at its colour depth. Please save it as a JPEG, or at a smaller size.',
  picturesTooCostlyTogether: 'These images are too large to process together. Please send them as JPEGs, or at a smaller size.',
  profilePhotoRequired: 'Please choose an avatar or upload your photo.',
  profilePhotoType: 'Your photo must be a JPEG image.',
  blogPicturesCount: 'Please select at most 10 images.',

  // Submitting and deleting a listing: a submission is read whole or not at all, and a retry
  // with the same Idempotency-Key finds the first one
  listingWasDeleted: 'This listing has been deleted.',
  listingExists: 'A listing with this id already exists.',
  listingDeleteForbidden: 'Only the owner or an admin can delete this listing.',
  rejectedListingOwnerOnly: 'A rejected listing can only be deleted by its owner.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Keys for idempotent requests can only be used with the same parameters they were first used with: send this one with a new key.',
  listingUploadUnexpected: 'Attach pictures in the pictures field and your photo in the profile field only.',
  listingFormTooLarge: 'The listing is too large to upload.',
  multipartUnreadable: 'The upload could not be read. Please try again.',

  // Moderation: a listing is approved or rejected once, by an admin
  rejectionReasonRequired: 'A reason is required to reject a listing.',
  rejectionReasonTooLong: 'The reason must be 500 characters or fewer.',
  addressShownInvalid: 'Choose whether the public sees the full address or only the area.',
  blockReasonRequired: 'A reason is required to block a user.',
  listingIdRequired: 'Listing id is required.',
  listingAlreadyApproved: 'This listing is already approved.',
  listingAlreadyRejected: 'This listing is already rejected.',
  reasonPromptTitle: 'Why is this listing rejected?',
  noPendingListings: 'No listings are waiting for review.',

  // Reports: anyone signed in but the owner reports a public listing; an admin dismisses the
  // reports or takes the listing down with a reason
  reportReasonRequired: 'Please choose why you are reporting this listing.',
  reportDetailsRequired: 'Please tell us what is wrong with this listing.',
  reportDetailsTooLong: 'Please keep the details to 1000 characters or fewer.',
  reportAlreadyOpen: 'You have already reported this listing. An admin will look at it soon.',
  reportsAlreadyMany: 'This listing has already been reported by many people and our team is reviewing it. Thank you for letting us know.',
  reportOwnListing: 'You cannot report your own listing.',
  listingReported: 'Thank you. An admin will look at this listing.',
  reportsDismissed: 'Reports dismissed.',
  noOpenReports: 'This listing has no open reports.',
  takeDownReasonTooLong: 'The reason must be 500 characters or fewer.',

  // Duplicate photos: a submission reusing another owner's picture is flagged for the admins
  duplicateFlagged: 'A picture of this listing matches a picture of another owner’s listing.',

  // Editing: the owner revises a listing; every revision is reviewed, the approved version stays live meanwhile
  revisionUnchanged: 'Nothing was changed. Change something before sending it for review.',
  revisionListingDeleted: 'This listing has been deleted, so it cannot be edited.',
  revisionListingClosed: 'A listing marked as rented or sold cannot be edited.',
  keepPicturesInvalid: 'Please choose the pictures to keep from this listing’s own pictures.',
  keepPictureUnknown: 'A picture to keep is not one of this listing’s pictures. Reload the listing and try again.',
  listingRevised: 'Your changes have been sent for review.',
  listingRevisedLive: 'Your changes have been sent for review. The approved version stays live until they are approved.',
  revisionWaiting: 'Changes waiting for review',
  revisionRejectedNotice: 'Your changes were rejected. The approved version is still live.',
  revisionApproved: 'Changes approved.',
  revisionRejected: 'Changes rejected.',
  noRevisionWaiting: 'This listing has no changes waiting for review.',
  withdrawNothingWaiting: 'There are no changes waiting for review to withdraw. They may have been approved or rejected already.',
  revisionWithdrawn: 'Your changes have been withdrawn. The approved version stays live as it is.',

  // Closing: the owner marks an approved listing as rented or sold
  closeOutcomeRequired: 'Please choose whether it was rented or sold.',
  closeOutcomeForKind: 'Rooms and roommate ads close as rented; accessories as sold.',
  closeNotApproved: 'Only an approved listing can be marked as rented or sold.',
  listingAlreadyClosed: 'This listing is already marked as rented or sold.',
  listingClosedRented: 'Marked as rented. It no longer shows in search.',
  listingClosedSold: 'Marked as sold. It no longer shows in search.',
  ownerOnly: 'Only the owner of this listing can do this.',
  closedRented: 'Rented',
  closedSold: 'Sold',

  // Expiry and renewal: a listing shows for 60 days from its approval or last renewal
  expiredNotice: 'Expired, renew to show it again',
  renewNotYet: 'You can renew this listing from 7 days before it expires.',
  renewNotApproved: 'Only an approved listing can be renewed.',
  renewClosed: 'A listing marked as rented or sold cannot be renewed.',
  listingRenewed: 'Renewed. Your listing shows for another 60 days.',

  // Search and places
  searchAddressRequired: 'Please fill the address first!', // spec (advanced search)
  searchKindRequired: 'Please choose rooms, roommates or accessories.',
  rentGuideLocationRequired: 'Please give a place or an address.',
  searchLimitRange: 'Page size must be between 1 and 50.',
  searchCursorInvalid: 'This page link is no longer valid. Please start the search again.',
  placeQueryTooLong: 'The place you typed is too long.',

  // Reviews, blogs, comments
  reviewEmpty: 'Please write something before submitting.',
  reviewTooLong: 'Your review must be 2000 characters or fewer.',
  commentEmpty: 'Please write a comment before posting.',
  commentTooLong: 'Your comment must be 2000 characters or fewer.',
  blogTitleRequired: 'Title is required.',
  blogDescriptionRequired: 'Meta description is required.',
  blogCategoryRequired: 'Please select a category.',
  blogContentRequired: 'Please write the blog body.',
  unknownAuthor: 'Kamra user',
  blogPictureFieldUnexpected: 'Attach blog images in the pictures field only.',
  blogFormTooLarge: 'The blog is too large to upload.',
  commentingTooFast: 'You are posting comments too quickly. Please wait a minute before commenting again.',
  commentsCursorInvalid: 'This link to more comments is no longer valid. Please open the blog again.',
  unknownSearchFilter: 'Search has no such filter.',
  cannotBlockSelf: 'You cannot block your own account.',
  blogsCursorInvalid: 'This link to more blogs is no longer valid. Please open the blogs again.',
  reportsCursorInvalid: 'This link to more reports is no longer valid. Please open the reports again.',

  // Boost payments: every refusal says why nothing was boosted
  boostPackageRequired: 'Please choose a boost package.',
  sessionIdRequired: 'Payment session id is required.',
  boostListingPending: 'This listing is waiting for approval. You can boost it once it is approved.',
  boostListingRejected: 'A rejected listing cannot be boosted. Please delete it and list again.',
  boostListingDeleted: 'This listing has been deleted, so it cannot be boosted.',
  boostListingClosed: 'A listing marked as rented or sold cannot be boosted.',
  boostListingExpired: 'This listing has expired. Renew it to boost it again.',
  checkoutForeign: 'This payment was made from another account.',
  paymentExpired: 'This payment session has expired and nothing was charged. Please boost again.',
  paymentRefunded: 'This payment was refunded, so the listing was not boosted.',
  paymentDidNotGoThrough: 'This payment did not go through, so the listing was not boosted. Please boost again.',
  paymentMismatch: 'This payment does not match the boost it was started for.',
  paymentProviderUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  webhookSignatureInvalid: 'The webhook signature is missing or invalid.',
  testCheckoutUnavailable: 'The test checkout is only available when no Stripe keys are configured.',
  paymentSessionIdMissing: 'This page was opened without a payment session. Please start the boost again from My Listings.',
  paymentNotApplied: 'Your payment went through, but the listing can no longer be boosted, so it was not boosted. The payment has been recorded and will be refunded.',
  boostThanks: 'Thank you for boosting your listing. It now appears first in search results and in the Boosted section.',

  // Sign-in
  signInCodeRequired: 'Sign-in code is required.',
  nameRequired: 'Name is required.',
  emailInvalid: 'Please enter a valid email address.',
  signInCodeInvalid: 'This sign-in link has expired or was already used. Please sign in again.',
  signInOtherBrowser: 'This sign-in link was started in another browser, so it was not used here. Please sign in again.',
  googleSignInFailed: 'Google sign-in did not complete. Please try again.',
  googleEmailMissing: 'Your Google account did not share a verified email address.',
  devSignInUnavailable: 'Development sign-in is not available here.',

  // Managing users (admins): repeating an action changes nothing and says so
  userAlreadyBlocked: 'User is already blocked.',
  userAlreadyUnblocked: 'User is not blocked.',
  userAlreadyVerified: 'User is already verified.',
  userAlreadyUnverified: 'User is not verified.',
  adminUsersLimitRange: 'Page size must be between 1 and 100.',
  noUsersFound: 'No users match your search.',

  // Server refusals
  signInRequired: 'Please sign in to continue.',
  accountBlocked: 'Your account is blocked. You cannot post anything.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Only admins can do this.',
  notFound: 'Not found.',
  listingNotFound: 'Listing not found.',
  userNotFound: 'User not found.',
  reviewNotFound: 'Review not found.',
  blogNotFound: 'Blog not found.',
  checkoutNotFound: 'Payment session not found.',
  boostNotAllowed: 'Only your own approved listings can be boosted.',
  concurrentChange: 'Someone else changed this at the same time. Please try again.',
  badRequest: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  textUnstorable: 'This text contains characters that cannot be saved. Please remove them and try again.',
  pathUnreadable: 'This address could not be read.',
  queryParameterRepeated: 'This setting was given more than once. Please give it once.',

  // Text at the boundary: every text field of every command
  textTooManyMarks: 'This text has too many accent marks on one letter. Please remove some and try again.',

  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  requestNotJson: 'The request could not be read. Please send valid JSON.',
  apiRouteNotFound: 'No such API route.',
  internalError: 'Something went wrong, Try Again!', // spec (admin users fetch)

  // Verifying a phone number by a one-time code (beyond the spec)
  phoneCodeRequired: 'Please enter the 6-digit code we sent you.',
  phoneCodeInvalid: 'The code is 6 digits.',
  phoneCodeWrong: 'That code is not right. Please check the text message and try again.',
  phoneCodeExpired: 'This code has expired. Please ask for a new one.',
  phoneCodeLocked: 'Too many wrong codes. Please ask for a new one.',
  phoneCodeNotSent: 'No code was sent to this number. Please ask for one first.',
  phoneCodeTooSoon: 'A code was just sent to this number. Please wait before asking again.',
  phoneCodesTooMany: 'You have asked for too many codes. Please try again later.',
  phoneCodesToNumber: 'Too many codes were sent to this number. Please try again later.',
  phoneAlreadyVerified: 'This number is already verified.',
  phoneNotVerified: 'This number is not one of your verified numbers.',
  phoneCodeSent: 'We sent a 6-digit code to this number.',
  phoneVerified: 'Phone number verified.',
  phoneRemoved: 'Phone number removed.',
  smsUnavailable: 'Text messages cannot be sent right now. Please try again later.',

  // Following: favourites, saved searches and their alerts
  favouriteAdded: 'Saved to your favourites.',
  favouriteRemoved: 'Removed from your favourites.',
  listingChangedWhileViewed: 'The lister changed this listing while you were looking at it. It now shows the changes: look again before you decide.',
  favouriteLimit: 'You can keep at most 200 favourites. Remove one to save another.',
  searchSaved: 'Search saved. We will tell you about new listings that match.',
  savedSearchLimit: 'You can keep at most 20 saved searches. Delete one to save another.',
  savedSearchNotFound: 'Saved search not found.',
  savedSearchDeleted: 'Saved search deleted.',
  savedSearchAlertsChanged: 'Alerts changed.',
  notificationsRead: 'Marked as read.',
  unsubscribed: 'You will no longer get these emails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',

  // Outcomes the client shows in an alert
  listingSubmitted: 'Your listing has been submitted and will appear once approved.',
  listingApproved: 'Listing approved.',
  listingRejected: 'Listing rejected.',
  listingDeleted: 'Listing deleted.',
  listingRejectedNotice: 'Your listing was rejected. Please delete it and list again.',
  boostPrompt: 'Your boost has ended. Boost this listing to reach more people.',
  userBlocked: 'User blocked.',
  userUnblocked: 'User unblocked.',
  userVerified: 'User verified.',
  userUnverified: 'User unverified.',
  reviewPosted: 'Thank you for your review!',
  reviewDeleted: 'Review deleted.',
  blogPublished: 'Blog published.',
  blogDeleted: 'Blog deleted.',
  commentAdded: 'Comment added.',
  paymentConfirmed: 'Payment Processed Successfully!', // spec (success page title)
  paymentNotPaid: 'Payment failed or incomplete.', // spec

  // Page texts of spec sections 2 and 8
  connectionFailed: 'Check your internet connection and try again!', // spec
  blogLoadFailed: 'something went wrong', // spec
  noData: 'No data found!', // spec
  notFoundTitle: '404 not found', // spec
  notFoundPage: 'Wrong url Page Not Found', // spec
  signInModalTitle: 'Single Click to Login!', // spec
  loading: 'Loading...', // spec (reviews)
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];
