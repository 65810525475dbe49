/**
 * The machine every listing wizard runs: steps with Previous and Next, a step check before
 * moving on, pictures and profile photo, and a submit with upload progress. Each wizard
 * (room-wizard-machine.ts and its siblings) is this machine over its own step definitions.
 *
 * Pure: the submit is the `submitListing` callback actor, which the page provides with the
 * real upload and a test with a fake, and time arrives as `today` in the input.
 */
import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import {
  PICTURES_FIELD, errorsOfStep, firstStepWithError, lastStep, pictureLimit, stepErrors, submissionErrors,
  type FieldErrors, type FieldValue, type KeptPicture, type ListingWizardDefinition, type PictureDraft, type ProfileChoice,
  type WizardAnswers, type WizardValues,
} from './wizard-definition';

/** What is kept in the browser between visits (see wizard-draft-store.ts). */
export interface WizardDraft {
  readonly step: number;
  readonly values: WizardValues;
  readonly pictures: readonly PictureDraft[];
  readonly profile: ProfileChoice | null;
  /** One key per wizard run: a retry after a refresh still makes one listing. */
  readonly idempotencyKey: string;
}

export interface WizardInput {
  readonly idempotencyKey: string;
  /** 'YYYY-MM-DD' in Pakistan (contracts pakistanDate), for the date rules. */
  readonly today: string;
  /** A half-filled wizard the lister chose to continue. */
  readonly draft?: WizardDraft | null;
  /** Editing a listing: the wizard starts filled with it (and then ignores `draft`). */
  readonly edit?: WizardEditStart | null;
  /**
   * The signed-in person's name: "Your name" starts as it, to change freely. A draft's name
   * stays as the lister left it; only an empty one is filled.
   */
  readonly listerName?: string;
}

/** What an edit starts from: the listing's answers, its current pictures, and its photo. */
export interface WizardEditStart {
  readonly values: WizardValues;
  readonly kept: readonly KeptPicture[];
  /** Its built-in avatar, or null to keep an uploaded photo unless the lister picks another. */
  readonly profile: ProfileChoice | null;
}

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface WizardContext extends WizardAnswers, WizardDraft {
  readonly today: string;
  /** Messages shown on the current step, by field. */
  readonly errors: FieldErrors;
  /** A refusal that belongs to no field (blocked account, lost connection), shown on the last step. */
  readonly submitError: string | null;
  readonly progress: UploadProgress | null;
  readonly accepted: SubmitAccepted | null;
  /** Editing: the listing's current pictures still kept, before the new ones; null when listing anew. */
  readonly kept: readonly KeptPicture[] | null;
}

/** What the submit actor receives. */
export interface SubmitRequest extends WizardAnswers {
  readonly idempotencyKey: string;
}

export type SubmitOutcome =
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'SUBMIT_SUCCEEDED'; accepted: SubmitAccepted }
  /**
   * `freshKey`: the server says this run's key was already used by an accepted submission that
   * differs from this one (its answer was lost, then the lister changed something): the next
   * try goes with this key, as a submission of its own.
   */
  | { type: 'SUBMIT_FAILED'; message: string; fields?: FieldErrors | undefined; freshKey?: string | undefined };

export type WizardEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'FIELD_CHANGED'; name: string; value: FieldValue }
  | { type: 'PICTURES_ADDED'; pictures: readonly PictureDraft[] }
  | { type: 'PICTURE_REMOVED'; id: string }
  | { type: 'PICTURE_MOVED'; id: string; by: -1 | 1 }
  | { type: 'PROFILE_CHOSEN'; profile: ProfileChoice }
  /** A file the browser refused before it reached the machine (wrong type, unreadable). */
  | { type: 'FILE_REFUSED'; field: string; message: string }
  | { type: 'SUBMIT' }
  | SubmitOutcome;

/** The placeholder actor; pages and tests provide the real one with `machine.provide`. */
const noUpload = fromCallback<SubmitOutcome, SubmitRequest>(({ sendBack }) => {
  sendBack({ type: 'SUBMIT_FAILED', message: 'No upload is configured.' });
});

/** The first step that asks for something: an edit skips the introduction. */
const firstAskingStep = (definition: ListingWizardDefinition): number =>
  Math.max(definition.steps.findIndex((step) => step.fields.length > 0), 0);

function moved<T extends { id: string }>(list: readonly T[], id: string, by: number): T[] {
  const from = list.findIndex((item) => item.id === id);
  const to = from + by;
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  const rest = list.filter((_, index) => index !== from);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

export function createListingWizardMachine(definition: ListingWizardDefinition) {
  const final = lastStep(definition);
  const limit = pictureLimit(definition);
  const checkStep = (context: WizardContext, step: number) => stepErrors(definition, step, context, context.today);
  /** Once a step shows messages, they follow every change, so a fixed field loses its message. */
  const recheck = (context: WizardContext): FieldErrors =>
    Object.keys(context.errors).length === 0 ? context.errors : checkStep(context, context.step);

  return setup({
    types: {
      input: {} as WizardInput,
      context: {} as WizardContext,
      events: {} as WizardEvent,
    },
    actors: { submitListing: noUpload },
    guards: {
      stepIsValid: ({ context }) => Object.keys(checkStep(context, context.step)).length === 0,
      isLastStep: ({ context }) => context.step === final,
      isFirstStep: ({ context }) => context.step === 0,
      everyStepIsValid: ({ context }) => Object.keys(submissionErrors(definition, context, context.today)).length === 0,
      /** A refusal naming a field of some step goes back to that step. */
      refusalNamesAStep: ({ event }) =>
        event.type === 'SUBMIT_FAILED' && event.fields !== undefined && firstStepWithError(definition, event.fields) !== null,
    },
    actions: {
      showStepErrors: assign({ errors: ({ context }) => checkStep(context, context.step) }),
      goForward: assign({ step: ({ context }) => Math.min(context.step + 1, final), errors: {} }),
      goBack: assign({ step: ({ context }) => Math.max(context.step - 1, 0), errors: {} }),
      changeField: assign(({ context, event }) => {
        if (event.type !== 'FIELD_CHANGED') return {};
        const next = { ...context, values: { ...context.values, [event.name]: event.value } };
        return { values: next.values, errors: recheck(next) };
      }),
      addPictures: assign(({ context, event }) => {
        if (event.type !== 'PICTURES_ADDED') return {};
        // Kept pictures take their places first; new ones fill what is left.
        const room = limit.max - (context.kept?.length ?? 0);
        const all = [...context.pictures, ...event.pictures];
        const pictures = all.slice(0, Math.max(room, 0));
        const errors = recheck({ ...context, pictures });
        return { pictures, errors: all.length > room ? { ...errors, [PICTURES_FIELD]: limit.message } : errors };
      }),
      removePicture: assign(({ context, event }) => {
        if (event.type !== 'PICTURE_REMOVED') return {};
        const pictures = context.pictures.filter((picture) => picture.id !== event.id);
        const kept = context.kept === null ? null : context.kept.filter((picture) => picture.id !== event.id);
        return { pictures, kept, errors: recheck({ ...context, pictures, kept }) };
      }),
      // A kept picture moves among the kept ones, a new one among the new: the server puts new files after kept.
      movePicture: assign(({ context, event }) => {
        if (event.type !== 'PICTURE_MOVED') return {};
        if (context.kept?.some((picture) => picture.id === event.id)) return { kept: moved(context.kept, event.id, event.by) };
        return { pictures: moved(context.pictures, event.id, event.by) };
      }),
      chooseProfile: assign(({ context, event }) => {
        if (event.type !== 'PROFILE_CHOSEN') return {};
        return { profile: event.profile, errors: recheck({ ...context, profile: event.profile }) };
      }),
      refuseFile: assign({
        errors: ({ context, event }) => (event.type === 'FILE_REFUSED' ? { ...context.errors, [event.field]: event.message } : context.errors),
      }),
      /** SUBMIT with a step left unfinished: open the first such step with its messages. */
      openFirstUnfinishedStep: assign(({ context }) => {
        const all = submissionErrors(definition, context, context.today);
        const step = firstStepWithError(definition, all) ?? context.step;
        return { step, errors: errorsOfStep(definition, step, all) };
      }),
      startSubmit: assign({ submitError: null, errors: {}, progress: { loaded: 0, total: 0 } }),
      trackProgress: assign({
        progress: ({ context, event }) => (event.type === 'UPLOAD_PROGRESS' ? { loaded: event.loaded, total: event.total } : context.progress),
      }),
      keepAccepted: assign({ accepted: ({ event }) => (event.type === 'SUBMIT_SUCCEEDED' ? event.accepted : null) }),
      /** The server's message on the step it concerns; everything typed stays. */
      showRefusalOnItsStep: assign(({ event }) => {
        if (event.type !== 'SUBMIT_FAILED' || event.fields === undefined) return {};
        const step = firstStepWithError(definition, event.fields) ?? final;
        return { step, errors: errorsOfStep(definition, step, event.fields), progress: null };
      }),
      showRefusal: assign(({ context, event }) => ({
        submitError: event.type === 'SUBMIT_FAILED' ? event.message : null,
        step: final,
        progress: null,
        idempotencyKey: event.type === 'SUBMIT_FAILED' && event.freshKey !== undefined ? event.freshKey : context.idempotencyKey,
      })),
    },
  }).createMachine({
    id: `${definition.kind}Wizard`,
    context: ({ input }) => {
      const edit = input.edit ?? null;
      if (edit !== null) {
        return {
          step: firstAskingStep(definition),
          values: { ...definition.initialValues, ...edit.values },
          pictures: [],
          kept: edit.kept,
          profile: edit.profile,
          idempotencyKey: input.idempotencyKey,
          today: input.today,
          errors: {},
          submitError: null,
          progress: null,
          accepted: null,
        };
      }
      const draft = input.draft ?? null;
      const answered: WizardValues = { ...definition.initialValues, ...(draft?.values ?? {}) };
      const name = input.listerName?.trim() ?? '';
      const values = name !== '' && (answered['listerName'] ?? '') === '' ? { ...answered, listerName: name } : answered;
      return {
        kept: null,
        step: draft === null ? 0 : Math.min(Math.max(draft.step, 0), final),
        values,
        pictures: draft?.pictures ?? [],
        profile: draft?.profile ?? null,
        idempotencyKey: draft?.idempotencyKey ?? input.idempotencyKey,
        today: input.today,
        errors: {},
        submitError: null,
        progress: null,
        accepted: null,
      };
    },
    initial: 'editing',
    states: {
      editing: {
        on: {
          NEXT: [
            { guard: 'isLastStep' },
            { guard: 'stepIsValid', actions: 'goForward' },
            { actions: 'showStepErrors' },
          ],
          PREVIOUS: [{ guard: 'isFirstStep' }, { actions: 'goBack' }],
          FIELD_CHANGED: { actions: 'changeField' },
          PICTURES_ADDED: { actions: 'addPictures' },
          PICTURE_REMOVED: { actions: 'removePicture' },
          PICTURE_MOVED: { actions: 'movePicture' },
          PROFILE_CHOSEN: { actions: 'chooseProfile' },
          FILE_REFUSED: { actions: 'refuseFile' },
          SUBMIT: [
            { guard: 'everyStepIsValid', target: 'submitting' },
            { actions: 'openFirstUnfinishedStep' },
          ],
        },
      },
      submitting: {
        entry: 'startSubmit',
        invoke: {
          src: 'submitListing',
          input: ({ context }): SubmitRequest => ({
            values: context.values,
            pictures: context.pictures,
            profile: context.profile,
            kept: context.kept,
            idempotencyKey: context.idempotencyKey,
          }),
        },
        on: {
          // A second SUBMIT (double click) is not handled here, so it sends nothing.
          UPLOAD_PROGRESS: { actions: 'trackProgress' },
          SUBMIT_SUCCEEDED: { target: 'submitted', actions: 'keepAccepted' },
          SUBMIT_FAILED: [
            { guard: 'refusalNamesAStep', target: 'editing', actions: 'showRefusalOnItsStep' },
            { target: 'editing', actions: 'showRefusal' },
          ],
        },
      },
      submitted: { type: 'final' },
    },
  });
}

export type ListingWizardMachine = ReturnType<typeof createListingWizardMachine>;
export type ListingWizardActor = ActorRefFrom<ListingWizardMachine>;

/** The part of the context worth keeping when the page goes away. */
export function draftOf(context: WizardContext): WizardDraft {
  const { step, values, pictures, profile, idempotencyKey } = context;
  return { step, values, pictures, profile, idempotencyKey };
}
