import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { myListingsPath } from '../../../lib/paths';
import { rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { ListingWizard } from '../components/ListingWizard';
import { RoommateWizardStep } from '../components/RoommateWizardSteps';
import { roommateWizard, roommateWizardMachine } from '../roommate-wizard-machine';

/** /listRoomMate: the 8-step roommate wizard; on success, /myListing?listed=roommates (spec section 2). */
export function ListRoommatePage() {
  usePage('List Roommate');
  const [, navigate] = useLocation();
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      navigate(myListingsPath('roommates'), { replace: true, state: { submitted: accepted.message } });
    },
    [navigate],
  );
  return (
    <ListingWizard
      definition={roommateWizard}
      machine={roommateWizardMachine}
      purpose="let's find you a roommate."
      renderStep={(step, parts) => <RoommateWizardStep step={step} parts={parts} />}
      onSubmitted={submitted}
    />
  );
}
