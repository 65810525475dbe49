/** Numeric limits of product-spec.md section 9, plus maximum text lengths (our choice). */

export const LISTING_MINIMUMS = {
  roomRent: 1,
  roommateRent: 1000,
  accessoryPrice: 100,
  usageYear: 1,
  listerAge: 10,
  roommateAge: 18,
} as const;

export const ACCESSORY_CONDITION = { min: 1, max: 10 } as const;
export const MAX_ROOMMATES = { min: 1, max: 20 } as const;
export const MAX_AGE = 120;
export const MAX_USAGE_YEARS = 100;
/** A Pakistani NIC (CNIC) number: this many digits, stored without the dashes it is printed with. */
export const NIC_DIGITS = 13;
/** Caps absurd amounts (PKR); far above any real monthly rent or accessory price. */
export const MAX_AMOUNT = 100_000_000;

/** Maximum characters per text field; the web uses them as input maxLength. */
export const TEXT_LIMITS = {
  tagline: 120,
  address: 300,
  landmark: 120,
  listerName: 80,
  productName: 120,
  phone: 20,
  about: 2000,
  description: 5000,
  educationPart: 120,
  review: 2000,
  comment: 2000,
  rejectionReason: 500,
  blockReason: 500,
  blogTitle: 200,
  blogDescription: 300,
  blogContent: 200_000,
  searchText: 300,
  reportDetails: 1000,
  takeDownReason: 500,
  email: 254,
  signInCode: 200,
  /** A one-time phone code is 6 digits; the pattern checks them. */
  phoneCode: 20,
  /** A listing id or a payment session id sent in a command body. */
  reference: 200,
  /** A picture of a listing named in an edit: its file name or its '/uploads/...' path. */
  pictureReference: 300,
  /** A CNIC is 13 digits, printed with two dashes; room for spaces around them, the pattern checks the rest. */
  nicNumber: 21,
} as const;

/** A swipe moves a carousel or a gallery only when it travels further than this (section 9: over 40 px). */
export const SWIPE_THRESHOLD_PX = 40;

/** Days a listing carries the NEW badge after it was posted. */
export const NEW_BADGE_DAYS = 3;

/** Users per page of the admins' user list. */
export const ADMIN_USERS_PAGE_SIZE = { default: 25, max: 100 } as const;

/**
 * Blogs per page of the blog list (GET /api/blogs): a grid of two, three or four columns fills
 * its rows, and years of posts never come in one answer.
 */
export const BLOGS_PAGE_SIZE = 24;

/** Comments per page of a blog (GET /api/blogs/:id shows the first, .../comments the rest). */
export const BLOG_COMMENTS_PAGE_SIZE = 50;

/**
 * Open reports a listing takes before the admins look: enough to tell them it is urgent. More
 * would only lengthen the listing's stream, which every command on it replays, at the pace of
 * however many accounts one person makes; the count resets when the admins dismiss them.
 */
export const MAX_OPEN_REPORTS = 25;

/** Listings one person keeps among their favourites: more than anyone compares, and the list is sent whole. */
export const MAX_FAVOURITES = 200;
