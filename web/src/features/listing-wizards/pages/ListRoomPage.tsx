import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { myListingsPath } from '../../../lib/paths';
import { rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { ListingWizard } from '../components/ListingWizard';
import { RoomWizardStep } from '../components/RoomWizardSteps';
import { roomWizard, roomWizardMachine } from '../room-wizard-machine';

/** /listRoom: the 8-step room wizard; on success, My Listings. */
export function ListRoomPage() {
  usePage('List Room');
  const [, navigate] = useLocation();
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      navigate(myListingsPath('rooms'), { replace: true, state: { submitted: accepted.message } });
    },
    [navigate],
  );
  return (
    <ListingWizard
      definition={roomWizard}
      machine={roomWizardMachine}
      purpose="let's list your room."
      renderStep={(step, parts) => <RoomWizardStep step={step} parts={parts} />}
      onSubmitted={submitted}
      scrollToTop
    />
  );
}
