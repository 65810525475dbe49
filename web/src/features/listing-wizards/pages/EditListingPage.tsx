import type { ListingDetail, ListingDraft, SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { getListing } from '../../../lib/api/get-listing';
import { ApiError } from '../../../lib/api-error';
import { translateMessage } from '../../../i18n';
import type { ListingKind } from '../../../lib/listing-kind';
import { myListingPath } from '../../../lib/paths';
import { recentWritePosition, rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { useQuery } from '../../../lib/use-query';
import { accessoryWizard, accessoryWizardMachine } from '../accessory-wizard-machine';
import { AccessoryWizardStep } from '../components/AccessoryWizardSteps';
import { ListingWizard, type WizardEdit } from '../components/ListingWizard';
import { RoomWizardStep } from '../components/RoomWizardSteps';
import { RoommateWizardStep } from '../components/RoommateWizardSteps';
import { editStartOf } from '../listing-edit-start';
import { roomWizard, roomWizardMachine } from '../room-wizard-machine';
import { roommateWizard, roommateWizardMachine } from '../roommate-wizard-machine';

/** The wizard of the listing's kind, filled with it, sending a revision. */
function EditWizard({ kind, edit, onSubmitted }: { kind: ListingKind; edit: WizardEdit; onSubmitted: (accepted: SubmitAccepted) => void }) {
  const { t } = useTranslation('wizards');
  const purpose = t('purpose.edit');
  switch (kind) {
    case 'room':
      return (
        <ListingWizard
          definition={roomWizard}
          machine={roomWizardMachine}
          purpose={purpose}
          renderStep={(step, parts) => <RoomWizardStep step={step} parts={parts} />}
          onSubmitted={onSubmitted}
          edit={edit}
          scrollToTop
        />
      );
    case 'roommate':
      return (
        <ListingWizard
          definition={roommateWizard}
          machine={roommateWizardMachine}
          purpose={purpose}
          renderStep={(step, parts) => <RoommateWizardStep step={step} parts={parts} />}
          onSubmitted={onSubmitted}
          edit={edit}
        />
      );
    case 'accessory':
      return (
        <ListingWizard
          definition={accessoryWizard}
          machine={accessoryWizardMachine}
          purpose={purpose}
          renderStep={(step, parts) => <AccessoryWizardStep step={step} parts={parts} />}
          onSubmitted={onSubmitted}
          edit={edit}
        />
      );
  }
}

const editOf = (listing: ListingDetail, draft: ListingDraft): WizardEdit => ({
  listingId: listing.id,
  start: editStartOf(draft),
  currentPhotoUrl: draft.profile.kind === 'upload' ? draft.profileUrl : null,
});

/**
 * /myListing/<kind>/:id/edit: the owner edits a listing in its kind's wizard, starting from the
 * waiting (or rejected) changes when there are some, else from the listing; sending returns to
 * the owner's view of it, which shows what now waits for review.
 */
export function EditListingPage({ kind }: { kind: ListingKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { t } = useTranslation('wizards');
  const title = t(`edit.title.${kind}`);
  usePage(title);
  const { state, reload } = useQuery(`edit:${id}`, (signal) => getListing(id, signal, recentWritePosition()));
  const back = myListingPath(kind, id);
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      navigate(back, { replace: true, state: { revised: translateMessage(accepted.message) } });
    },
    [navigate, back],
  );

  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <section className="container section">
        <h1>{title}</h1>
        {missing ? <LoadError message={t('edit.cannot')} /> : <LoadError onRetry={reload} />}
        <Link href={back}>{t('edit.back')}</Link>
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={title} />;
  const listing = state.data;
  if (!listing.abilities.edit || listing.draft === undefined || listing.kind !== kind) {
    return (
      <section className="container section">
        <h1>{title}</h1>
        <LoadError message={t('edit.cannot')} />
        <Link href={back}>{t('edit.back')}</Link>
      </section>
    );
  }
  return <EditWizard key={listing.id} kind={kind} edit={editOf(listing, listing.draft)} onSubmitted={submitted} />;
}
