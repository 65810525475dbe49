import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { translateMessage } from '../../../i18n';
import { myListingsPath } from '../../../lib/paths';
import { rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { ListingWizard } from '../components/ListingWizard';
import { RoommateWizardStep } from '../components/RoommateWizardSteps';
import { roommateWizard, roommateWizardMachine } from '../roommate-wizard-machine';

/** /listRoomMate: the 8-step roommate wizard; on success, /myListing?listed=roommates (spec section 2). */
export function ListRoommatePage() {
  const { t } = useTranslation('wizards');
  usePage(t('pages.listRoommate'));
  const [, navigate] = useLocation();
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      navigate(myListingsPath('roommates'), { replace: true, state: { submitted: translateMessage(accepted.message) } });
    },
    [navigate],
  );
  return (
    <ListingWizard
      definition={roommateWizard}
      machine={roommateWizardMachine}
      purpose={t('purpose.roommate')}
      renderStep={(step, parts) => <RoommateWizardStep step={step} parts={parts} />}
      onSubmitted={submitted}
    />
  );
}
