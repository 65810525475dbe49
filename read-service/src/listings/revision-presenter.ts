/**
 * A listing's revision as its owner and admins see it: the changes against the live version
 * (pictures and photos as URLs), the summary My Listings shows, and the draft an edit starts from.
 * The public never gets any of it: the row's own content is the live version.
 */
import { z } from 'zod';
import { accessoryFieldsSchema, roomFieldsSchema, roommateFieldsSchema, type ListingFields } from '@kamra/contracts/commands';
import { listingChangeSchema, type ListingChange } from '@kamra/contracts/events';
import type {
  ChangeValue, ListingChangeView, ListingDraft, ListingRevisionSummary, ListingRevisionView,
} from '@kamra/contracts/read-models';
import { pakistaniPhone } from '@kamra/contracts/phone';
import { isPhoneVerified } from '@kamra/contracts/rules';
import { imageRefSchema, profilePhotoSchema, profilePhotoUrl, uploadUrl, type ImageRef, type ProfilePhoto } from '@kamra/contracts/uploads';
import { imageView } from '../images/image-view.js';
import { isoOf, type ListingRow } from './listing-row.js';

const revisionSchema = z.object({
  pictures: z.array(imageRefSchema),
  profile: profilePhotoSchema,
  changes: z.array(listingChangeSchema),
  revisedAt: z.string(),
  fields: z.unknown(),
});

export type RevisionRow = Pick<ListingRow, 'kind' | 'status' | 'closed_outcome' | 'fields' | 'pictures' | 'profile' | 'revision' | 'revision_status' | 'revision_reason' | 'revised_at'>;

/** The kind's stored fields, checked against its schema. */
function fieldsOf(kind: ListingRow['kind'], fields: unknown): ListingFields {
  switch (kind) {
    case 'room':
      return { kind, fields: roomFieldsSchema.parse(fields) };
    case 'roommate':
      return { kind, fields: roommateFieldsSchema.parse(fields) };
    case 'accessory':
      return { kind, fields: accessoryFieldsSchema.parse(fields) };
  }
}

/**
 * The waiting or rejected revision of an approved listing, or null. A closed listing has none:
 * closing is for good, so changes sent before it will never be decided (nor waited for).
 */
function revisionOf(row: RevisionRow) {
  if (row.status !== 'approved' || row.closed_outcome !== null || row.revision_status === null || row.revision === null) return null;
  return { ...revisionSchema.parse(row.revision), status: row.revision_status, reason: row.revision_reason };
}

function photoUrl(value: ChangeValue): ChangeValue {
  const photo = profilePhotoSchema.safeParse(value);
  return photo.success ? profilePhotoUrl(photo.data) : value;
}

/**
 * Whether a changed number is one the owner verified, judged now and by the number's one form,
 * as the badge is: the revision keeps the number as typed, so it is normalised here the way the
 * projector normalises the live one when the revision goes live.
 */
export function phoneChangeVerified(to: ChangeValue, ownerPhones: ReadonlySet<string>): boolean {
  return typeof to === 'string' && isPhoneVerified(pakistaniPhone(to), ownerPhones);
}

/**
 * Changes as the owner and admins read them. `thumbs` maps each picture file the changes name
 * to its thumbnail; a file it misses (never expected) is shown by its full-size URL.
 * `ownerPhones`: the numbers the listing's owner verified, so a changed number says whether
 * it keeps the badge.
 */
export function presentChanges(
  changes: readonly ListingChange[], thumbs: Readonly<Record<string, string>>, ownerPhones: ReadonlySet<string>,
): ListingChangeView[] {
  const thumb = (file: string) => uploadUrl(thumbs[file] ?? file);
  return changes.map((change): ListingChangeView => {
    if ('added' in change) {
      return {
        field: 'pictures', from: change.from.map(thumb), to: change.to.map(thumb),
        added: change.added.map((picture) => uploadUrl(picture.thumb)), removed: change.removed.map((picture) => uploadUrl(picture.thumb)),
      };
    }
    if (change.field === 'profile') return { field: 'profile', from: photoUrl(change.from), to: photoUrl(change.to) };
    if (change.field === 'phone') return { field: 'phone', from: change.from, to: change.to, toVerified: phoneChangeVerified(change.to, ownerPhones) };
    return { field: change.field, from: change.from, to: change.to };
  });
}

/** Every picture file of the live version and the revision, with its thumbnail. */
function thumbsOf(...sets: ReadonlyArray<readonly ImageRef[]>): Record<string, string> {
  const thumbs: Record<string, string> = {};
  for (const set of sets) for (const picture of set) thumbs[picture.file] = picture.thumb;
  return thumbs;
}

const livePictures = (row: RevisionRow) => z.array(imageRefSchema).parse(row.pictures);

/** For the owner and admins: the revision with its changes against the live version; `ownerPhones` as for presentChanges. */
export function presentRevision(row: RevisionRow, ownerPhones: ReadonlySet<string>): ListingRevisionView | undefined {
  const revision = revisionOf(row);
  if (revision === null) return undefined;
  const removed = revision.changes.flatMap((change) => ('removed' in change ? change.removed : []));
  const view: ListingRevisionView = {
    status: revision.status,
    changes: presentChanges(revision.changes, thumbsOf(livePictures(row), revision.pictures, removed), ownerPhones),
    revisedAt: isoOf(row.revised_at ?? revision.revisedAt),
  };
  if (revision.reason !== null) view.reason = revision.reason;
  return view;
}

/** What My Listings says of it: "Changes waiting for review", or the reason they were rejected. */
export function presentRevisionSummary(row: RevisionRow): ListingRevisionSummary | null {
  const revision = revisionOf(row);
  if (revision === null) return null;
  return { status: revision.status, fieldCount: revision.changes.length, reason: revision.reason, revisedAt: isoOf(row.revised_at ?? revision.revisedAt) };
}

/** For the owner: the content the edit wizard starts from, the revision's when one exists. */
export function presentDraft(row: RevisionRow): ListingDraft {
  const revision = revisionOf(row);
  const pictures: ImageRef[] = revision?.pictures ?? livePictures(row);
  const profile: ProfilePhoto = revision?.profile ?? profilePhotoSchema.parse(row.profile);
  return {
    ...fieldsOf(row.kind, revision?.fields ?? row.fields),
    pictures: pictures.map((picture) => ({ ...imageView(picture), file: picture.file })),
    profile,
    profileUrl: profilePhotoUrl(profile),
  };
}
