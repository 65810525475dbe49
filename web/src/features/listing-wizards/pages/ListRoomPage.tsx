import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { translateMessage } from '../../../i18n';
import { myListingsPath } from '../../../lib/paths';
import { rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { ListingWizard } from '../components/ListingWizard';
import { RoomWizardStep } from '../components/RoomWizardSteps';
import { roomWizard, roomWizardMachine } from '../room-wizard-machine';

/** /listRoom: the 8-step room wizard; on success, My Listings. */
export function ListRoomPage() {
  const { t } = useTranslation('wizards');
  usePage(t('pages.listRoom'));
  const [, navigate] = useLocation();
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      navigate(myListingsPath('rooms'), { replace: true, state: { submitted: translateMessage(accepted.message) } });
    },
    [navigate],
  );
  return (
    <ListingWizard
      definition={roomWizard}
      machine={roomWizardMachine}
      purpose={t('purpose.room')}
      renderStep={(step, parts) => <RoomWizardStep step={step} parts={parts} />}
      onSubmitted={submitted}
      scrollToTop
    />
  );
}
