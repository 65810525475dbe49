/**
 * What a listing wizard is made of: its steps, what each step asks for, and how the answers
 * become the submission the server checks. Every rule comes from contracts: the step check runs
 * the same `validateListingSubmission` and `listingUploadErrors` as the write service and keeps
 * only the messages of the step's own fields, so a step the browser accepts is never refused by
 * the server for the same rule.
 */
import { listingRevisionUploadErrors, validateListingSubmission, type AccessorySubmission, type RoommateSubmission, type RoomSubmission } from '@kamra/contracts/commands';
import type { BuiltInAvatar, ListingKind } from '@kamra/contracts/options';
import { IMAGE_LIMITS, listingUploadErrors, type ProfilePhotoInput, type UploadInfo } from '@kamra/contracts/uploads';

/** One answer: text (inputs, selects, dates), a tick box, or a list of ticked options. */
export type FieldValue = string | boolean | readonly string[];
/** The answers by name (`V`: the names a wizard's initialValues give, so a misspelt one does not compile). */
export type WizardValues<V extends string = string> = Readonly<Record<V, FieldValue>>;

/** A picture chosen in the browser, already resized (see prepare-picture.ts). */
export interface PictureDraft {
  readonly id: string;
  readonly name: string;
  readonly blob: Blob;
}

/**
 * One of the listing's current pictures, kept by an edit: shown from its thumbnail and sent back
 * by file name in `keepPictures`. Its `id` is the file name, unique within a listing.
 */
export interface KeptPicture {
  readonly id: string;
  readonly file: string;
  readonly thumbUrl: string;
}

/** The lister's photo: one of the ten built-in avatars, or an uploaded JPEG. */
export type ProfileChoice =
  | { readonly kind: 'avatar'; readonly name: BuiltInAvatar }
  | { readonly kind: 'upload'; readonly photo: PictureDraft };

/** Field names of the multipart form that are files, not text. */
export const PICTURES_FIELD = 'pictures';
export const PROFILE_FIELD = 'profile';

/** What the write service's submit schema of each kind reads. */
interface SubmissionOf {
  room: RoomSubmission;
  roommate: RoommateSubmission;
  accessory: AccessorySubmission;
}

/** A text field of a kind's submit schema in contracts, i.e. a name the server checks. */
export type SubmissionField<K extends ListingKind> = K extends ListingKind ? keyof SubmissionOf[K] & string : never;

/** A multipart field a step may ask for: a field of the submit schema, or one of the files. */
export type StepField<K extends ListingKind> = SubmissionField<K> | typeof PICTURES_FIELD | typeof PROFILE_FIELD;

/** Every text field of the submit schema, each given a value (its own shape is the schema's to check). */
export type SubmissionInput<K extends ListingKind> = K extends ListingKind ? { readonly [F in SubmissionField<K>]: unknown } : never;

export interface WizardStep<K extends ListingKind = ListingKind, Id extends string = string> {
  /** Stable name of the step, used in tests and as the step's DOM id; its title is `wizards:steps.<kind>.<id>`. */
  readonly id: Id;
  /**
   * The multipart field names this step asks for. Their messages are shown on this step, and
   * a server refusal naming one of them brings the lister back here; a name the contracts
   * schema does not have does not compile.
   */
  readonly fields: readonly StepField<K>[];
}

export interface ListingWizardDefinition<K extends ListingKind = ListingKind, Id extends string = string, V extends string = string> {
  readonly kind: K;
  readonly steps: readonly [WizardStep<K, Id>, ...WizardStep<K, Id>[]];
  readonly initialValues: WizardValues<V>;
  /** The text fields as the server reads them (JSON fields as objects; see listing-form-data.ts). */
  submission(values: WizardValues<V>): SubmissionInput<K>;
}

/**
 * Keeps a definition's step ids as their literal names (`const`), so a step body's `case` and a
 * test's step name are checked against the steps the wizard has.
 */
export const defineListingWizard = <K extends ListingKind, const Id extends string, V extends string>(
  definition: ListingWizardDefinition<K, Id, V>,
): ListingWizardDefinition<K, Id, V> => definition;

export type FieldErrors = Readonly<Record<string, string>>;

export interface WizardAnswers {
  readonly values: WizardValues;
  /** New pictures; when editing they follow the kept ones. */
  readonly pictures: readonly PictureDraft[];
  /** When editing, null keeps the listing's current photo. */
  readonly profile: ProfileChoice | null;
  /**
   * Editing: the listing's current pictures still kept, in order. Null or absent when listing
   * anew, which is also what tells the two apart for the picture and photo rules.
   */
  readonly kept?: readonly KeptPicture[] | null | undefined;
}

export function uploadInfo(blob: Blob): UploadInfo {
  return { mimeType: blob.type, bytes: blob.size };
}

function profileInput(profile: ProfileChoice | null): ProfilePhotoInput {
  if (profile === null) return {};
  return profile.kind === 'avatar' ? { avatar: profile.name } : { upload: uploadInfo(profile.photo.blob) };
}

/**
 * Every message the server would give for these answers, by field. `today` is the date in
 * Pakistan ('YYYY-MM-DD'), which the roommate's available-from rule needs.
 */
export function submissionErrors(definition: ListingWizardDefinition, answers: WizardAnswers, today: string): FieldErrors {
  const text = validateListingSubmission(definition.kind, definition.submission(answers.values), today);
  const pictures = answers.pictures.map((picture) => uploadInfo(picture.blob));
  const kept = answers.kept ?? null;
  // An edit counts the kept pictures with the new ones, and may leave the photo as it is.
  const files = kept === null
    ? listingUploadErrors(definition.kind, { pictures, profile: profileInput(answers.profile) })
    : listingRevisionUploadErrors(definition.kind, {
      kept: kept.length,
      pictures,
      profile: answers.profile === null ? null : profileInput(answers.profile),
    });
  return { ...(text.ok ? {} : text.fields), ...files };
}

/** Whether a step asks for a field the server named (an answer's keys are plain strings). */
const asksFor = (step: WizardStep | undefined, field: string): boolean => step !== undefined && step.fields.some((name) => name === field);

/** Only the messages of one step's fields. */
export function errorsOfStep(definition: ListingWizardDefinition, step: number, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => asksFor(definition.steps[step], field)));
}

export function stepErrors(definition: ListingWizardDefinition, step: number, answers: WizardAnswers, today: string): FieldErrors {
  return errorsOfStep(definition, step, submissionErrors(definition, answers, today));
}

/** The step that asks for `field`, or null when no step does (a message for the whole form). */
export function stepOfField(definition: ListingWizardDefinition, field: string): number | null {
  const index = definition.steps.findIndex((step) => asksFor(step, field));
  return index === -1 ? null : index;
}

/** The first step with a message among `errors`, or null when none belongs to a step. */
export function firstStepWithError(definition: ListingWizardDefinition, errors: FieldErrors): number | null {
  const steps = Object.keys(errors)
    .map((field) => stepOfField(definition, field))
    .filter((step): step is number => step !== null);
  return steps.length === 0 ? null : Math.min(...steps);
}

export function lastStep(definition: ListingWizardDefinition): number {
  return definition.steps.length - 1;
}

export function pictureLimit(definition: ListingWizardDefinition) {
  return IMAGE_LIMITS[definition.kind];
}

/** Text value of a field ('' when unset or not text). */
export function textOf<V extends string>(values: WizardValues<V>, name: NoInfer<V>): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export function listOf<V extends string>(values: WizardValues<V>, name: NoInfer<V>): readonly string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

export function tickOf<V extends string>(values: WizardValues<V>, name: NoInfer<V>): boolean {
  return values[name] === true;
}
