/** The listing row's columns for its owner's changes to an approved listing. */
export interface ListingRevisionColumns {
  /**
   * The waiting or rejected revision of an approved listing: `{ kind, fields, pictures, profile,
   * changes, revisedAt }` as ListingRevised carries it. Null when none: the row's own content is
   * the live version, and search and public detail read only that.
   */
  revision: unknown;
  revision_status: 'pending' | 'rejected' | null;
  /** Why an admin rejected the revision. */
  revision_reason: string | null;
  /** When the waiting revision was made: where it stands in the admins' queue. */
  revised_at: Date | null;
  /**
   * When the content under review was submitted or last revised (a new listing's, or the waiting
   * revision's): an admin's decision names it, so an edit made while they looked is not decided
   * unseen. Null on rows projected before it was kept, until a rebuild.
   */
  content_at: Date | null;
}
