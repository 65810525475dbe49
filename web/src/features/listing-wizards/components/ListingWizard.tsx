/**
 * The page frame of every wizard: the greeting, the step with its Previous and Next, the
 * submit with its progress, and the draft kept in the browser between visits.
 */
import type { ListingKind } from '@kamra/contracts/options';
import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { pakistanDate } from '@kamra/contracts/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/Spinner';
import { message, translateMessage } from '../../../i18n';
import { myListingsPath, routePaths } from '../../../lib/paths';
import { useSignedInViewer } from '../../../lib/auth/auth-context';
import { firstName } from '../../../lib/auth/signed-in-user';
import { reviseListingActor } from '../api/revise-listing';
import { submitListingActor } from '../api/submit-listing';
import {
  draftOf, type ListingWizardMachine, type WizardContext, type WizardDraft, type WizardEditStart, type WizardEvent,
} from '../listing-wizard-machine';
import { clearDraft, loadDraft, saveDraft } from '../wizard-draft-store';
import { focusFirstFieldInError } from '../focus-first-error';
import { PICTURES_FIELD, PROFILE_FIELD, pictureLimit, type ListingWizardDefinition, type WizardStep } from '../wizard-definition';
import { shownError, wizardForm, type WizardForm } from '../wizard-form';
import { PictureManager } from './PictureManager';
import { PicturesStep } from './PicturesStep';
import { ProfilePhotoPicker } from './ProfilePhotoPicker';
import { UploadProgress } from './UploadProgress';
import { WizardProgress } from './WizardProgress';
import '../listing-wizards.css';

/** What a step's body gets: its answers, and the shared pictures and profile photo parts. */
export interface StepParts<K extends ListingKind = ListingKind, V extends string = string> {
  form: WizardForm<K, V>;
  pictures: ReactNode;
  profilePhoto: ReactNode;
  /** Changing a listing that exists, rather than making one. */
  editing: boolean;
}

interface ListingWizardProps<K extends ListingKind, Id extends string, V extends string> {
  definition: ListingWizardDefinition<K, Id, V>;
  machine: ListingWizardMachine;
  /** What the wizard is for, after the greeting ("let's list your room."), in the reader's language. */
  purpose: string;
  renderStep: (step: WizardStep<K, Id>, parts: StepParts<K, V>) => ReactNode;
  onSubmitted: (accepted: SubmitAccepted) => void;
  /** The room wizard scrolls to the top on each step (spec section 4). */
  scrollToTop?: boolean;
  /** Editing a listing: filled with it, sent as a revision, and never kept as a draft. */
  edit?: WizardEdit | undefined;
}

export interface WizardEdit {
  listingId: string;
  start: WizardEditStart;
  /** The uploaded photo the listing has now, or null when it has a built-in avatar. */
  currentPhotoUrl: string | null;
}

const SAVE_DELAY_MS = 250;

type DraftCheck = { status: 'checking' } | { status: 'offer'; draft: WizardDraft } | { status: 'ready'; draft: WizardDraft | null };

export function ListingWizard<K extends ListingKind, Id extends string, V extends string>(props: ListingWizardProps<K, Id, V>) {
  const { definition, purpose } = props;
  const { t } = useTranslation('wizards');
  const viewer = useSignedInViewer();
  const editing = props.edit !== undefined;
  // An edit starts from the listing, never from a half-filled new listing of the same kind.
  const [check, setCheck] = useState<DraftCheck>(editing ? { status: 'ready', draft: null } : { status: 'checking' });

  useEffect(() => {
    if (editing) return;
    let current = true;
    void loadDraft(definition.kind).then((draft) => {
      if (current) setCheck(draft === null ? { status: 'ready', draft: null } : { status: 'offer', draft });
    });
    return () => {
      current = false;
    };
  }, [definition.kind, editing]);

  // The server refuses a blocked person's submission; say so before any step is filled, not after the last.
  if (viewer.blocked) {
    return (
      <section className="container section wizard">
        <div className="wizard__panel wizard-blocked" role="alert">
          <h1>{message('accountBlocked')}</h1>
          <p>{t('blocked.text')}</p>
          <div className="wizard-nav">
            <Link href={myListingsPath('rooms')} className="btn btn--outline">
              {t('blocked.myListings')}
            </Link>
            <Link href={routePaths.services} className="btn btn--primary">
              {t('blocked.support')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="container section wizard">
      <header className="wizard__head">
        <p className="wizard__greeting">{t('greeting', { name: firstName(viewer), purpose })}</p>
      </header>
      {check.status === 'checking' && <Spinner />}
      {check.status === 'offer' && (
        <div className="wizard__panel wizard-draft" role="region" aria-labelledby="draft-heading">
          <h1 id="draft-heading">{t('draft.title')}</h1>
          <p>{t('draft.text')}</p>
          <div className="wizard-nav">
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => {
                void clearDraft(definition.kind);
                setCheck({ status: 'ready', draft: null });
              }}
            >
              {t('draft.startOver')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setCheck({ status: 'ready', draft: check.draft })}>
              {t('draft.continue')}
            </button>
          </div>
        </div>
      )}
      {check.status === 'ready' && <WizardRun {...props} draft={check.draft} />}
    </section>
  );
}

function WizardRun<K extends ListingKind, Id extends string, V extends string>({
  definition,
  machine,
  renderStep,
  onSubmitted,
  scrollToTop = false,
  draft,
  edit,
}: ListingWizardProps<K, Id, V> & { draft: WizardDraft | null }) {
  const { t } = useTranslation('wizards');
  const listingId = edit?.listingId ?? null;
  const editing = edit !== undefined;
  const provided = useMemo(
    () => machine.provide({
      actors: { submitListing: listingId === null ? submitListingActor(definition) : reviseListingActor(definition, listingId) },
    }),
    [machine, definition, listingId],
  );
  const viewer = useSignedInViewer();
  const actor = useActorRef(provided, {
    input: { idempotencyKey: crypto.randomUUID(), today: pakistanDate(Date.now()), draft, edit: edit?.start ?? null, listerName: viewer.name },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const send = (event: WizardEvent) => actor.send(event);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  // Counts Next and Submit presses; each is followed by a look for the first field in error.
  const [attempts, setAttempts] = useState(0);

  // Keep the run in the browser: a refresh or a back button loses nothing.
  useEffect(() => {
    if (listingId !== null) return undefined;
    let timer: number | undefined;
    let last: WizardContext = actor.getSnapshot().context;
    const subscription = actor.subscribe((snapshot) => {
      // Only answers are kept: not the upload's progress, and nothing once it is sent.
      if (!snapshot.matches('editing')) {
        window.clearTimeout(timer);
        return;
      }
      if (snapshot.context === last) return;
      last = snapshot.context;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void saveDraft(definition.kind, draftOf(snapshot.context)), SAVE_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [actor, definition.kind, listingId]);

  useEffect(() => {
    if (state !== 'submitted' || context.accepted === null) return;
    const accepted = context.accepted;
    if (listingId !== null) onSubmitted(accepted);
    else void clearDraft(definition.kind).then(() => onSubmitted(accepted));
  }, [state, context.accepted, definition.kind, onSubmitted, listingId]);

  // Each new step: its heading takes the focus (a screen reader announces it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (scrollToTop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: scrollToTop });
  }, [context.step, scrollToTop]);

  // Declared after the step's focus, so when a Submit sends the person back to an earlier step
  // with fields missing, the field wins over that step's heading.
  useEffect(() => {
    if (attempts > 0 && panel.current !== null) focusFirstFieldInError(panel.current, heading.current);
  }, [attempts]);

  const step = definition.steps[context.step] ?? definition.steps[0];
  const last = context.step === definition.steps.length - 1;
  // The spec's "Thank you!" thanks for a new listing; changes are reviewed and sent instead.
  const title = editing && last ? t('steps.editSubmit') : t(`steps.${definition.kind}.${step.id}`);
  const submitting = state === 'submitting' || state === 'submitted';
  const form = wizardForm<K, V>(context, send);
  const parts: StepParts<K, V> = {
    form,
    pictures: context.kept !== null ? (
      <PictureManager
        kept={context.kept}
        pictures={context.pictures}
        limit={pictureLimit(definition)}
        error={shownError(context.errors, PICTURES_FIELD)}
        onAdd={(pictures) => send({ type: 'PICTURES_ADDED', pictures })}
        onRefuse={(refusal) => send({ type: 'FILE_REFUSED', field: PICTURES_FIELD, message: refusal })}
        onRemove={(id) => send({ type: 'PICTURE_REMOVED', id })}
        onMove={(id, by) => send({ type: 'PICTURE_MOVED', id, by })}
      />
    ) : (
      <PicturesStep
        pictures={context.pictures}
        limit={pictureLimit(definition)}
        error={shownError(context.errors, PICTURES_FIELD)}
        onAdd={(pictures) => send({ type: 'PICTURES_ADDED', pictures })}
        onRefuse={(refusal) => send({ type: 'FILE_REFUSED', field: PICTURES_FIELD, message: refusal })}
        onRemove={(id) => send({ type: 'PICTURE_REMOVED', id })}
        onMove={(id, by) => send({ type: 'PICTURE_MOVED', id, by })}
      />
    ),
    profilePhoto: (
      <ProfilePhotoPicker
        profile={context.profile}
        error={shownError(context.errors, PROFILE_FIELD)}
        onChoose={(profile) => send({ type: 'PROFILE_CHOSEN', profile })}
        onRefuse={(refusal) => send({ type: 'FILE_REFUSED', field: PROFILE_FIELD, message: refusal })}
        currentPhotoUrl={edit?.currentPhotoUrl}
      />
    ),
    editing,
  };

  return (
    <form
      ref={panel}
      className="wizard__panel"
      noValidate
      aria-labelledby="wizard-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: last ? 'SUBMIT' : 'NEXT' });
        setAttempts((count) => count + 1);
      }}
    >
      <WizardProgress step={context.step} count={definition.steps.length} title={title} />
      <h1 id="wizard-step-heading" ref={heading} tabIndex={-1} className="wizard__title">
        {title}
      </h1>
      <div className="wizard__body">{renderStep(step, parts)}</div>
      {last && context.progress !== null && <UploadProgress progress={context.progress} />}
      {last && context.submitError !== null && (
        <p className="wizard-field__error wizard__submit-error" role="alert">
          {translateMessage(context.submitError)}
        </p>
      )}
      <div className="wizard-nav">
        {context.step > 0 && (
          <button type="button" className="btn btn--outline" onClick={() => send({ type: 'PREVIOUS' })} disabled={submitting}>
            {t('nav.previous')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={submitting}>
          {t(last ? submitLabelKey(submitting, listingId !== null) : 'nav.next')}
        </button>
      </div>
    </form>
  );
}

function submitLabelKey(submitting: boolean, editing: boolean): string {
  if (editing) return submitting ? 'nav.sending' : 'nav.sendChanges';
  return submitting ? 'nav.submitting' : 'nav.submit';
}
