/** Boost packages, the Premium Plan and refund terms (spec section 9). Amounts are whole PKR. */

export const CURRENCY = 'PKR';
export type Currency = typeof CURRENCY;

export const BOOST_PACKAGE_IDS = ['basic', 'standard', 'special'] as const;
export type BoostPackageId = (typeof BOOST_PACKAGE_IDS)[number];

export interface BoostPackage {
  readonly id: BoostPackageId;
  readonly name: string;
  readonly days: number;
  /** Whole rupees; a card provider that counts in paisa needs amount * 100. */
  readonly amount: number;
  readonly currency: Currency;
}

/** The server charges from this table, never from an amount the client sends. */
export const BOOST_PACKAGES: Readonly<Record<BoostPackageId, BoostPackage>> = {
  basic: { id: 'basic', name: 'Basic Package', days: 3, amount: 3000, currency: CURRENCY },
  standard: { id: 'standard', name: 'Standard Package', days: 7, amount: 4500, currency: CURRENCY },
  special: { id: 'special', name: 'Special Package', days: 15, amount: 10000, currency: CURRENCY },
};

/** In display order, for GET /api/boost-packages. */
export const BOOST_PACKAGE_LIST: readonly BoostPackage[] = BOOST_PACKAGE_IDS.map((id) => BOOST_PACKAGES[id]);

export function isBoostPackageId(value: string): value is BoostPackageId {
  return (BOOST_PACKAGE_IDS as readonly string[]).includes(value);
}

/** Described on the support and policy pages; one service (seeker or lister) at a time. */
export const PREMIUM_PLAN = {
  name: 'Premium Plan',
  days: 30,
  amount: 3000,
  currency: CURRENCY,
  servicesAtATime: 1,
} as const;

export const REFUND_POLICY = {
  /** A refund only when no room, roommate or tenant was found within this many days. */
  noMatchWithinDays: 30,
  refundAmount: 2000,
  /** Kept for platform services and taxes. */
  retainedAmount: 1000,
  currency: CURRENCY,
  /** Request within this many days after the plan ends. */
  requestWithinDaysAfterPlanEnds: 7,
  /** Paid back to the original payment method within this many business days. */
  payoutWithinBusinessDays: 10,
  partialUseRefunded: false,
  changeOfMindRefunded: false,
} as const;

/**
 * Why a paid boost was not applied: the listing stopped being boostable between checkout and
 * payment. The payment is then due back to the lister.
 */
export const BOOST_REFUSALS = ['deleted', 'closed', 'expired', 'pending', 'rejected'] as const;
export type BoostRefusal = (typeof BOOST_REFUSALS)[number];


/**
 * Added to the owner's listing address the checkout's Cancel leads back to, so the page can
 * tell the owner the payment was cancelled and nothing was charged.
 */
export const CHECKOUT_CANCELLED_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_VALUE = 'cancelled';
