/** Payments whose boost could not be applied: the money is due back to the lister. */
export interface PaymentsNotAppliedTable {
  session_id: string;
  listing_id: string;
  user_id: string;
  package: string;
  amount: number;
  currency: string;
  /** Why the listing refused the boost: deleted, closed, expired, ... (contracts BOOST_REFUSALS). */
  reason: string;
  /** Global position of the event ("major.minor"), to place it among the listing's own events. */
  position: string;
  at: Date;
}
