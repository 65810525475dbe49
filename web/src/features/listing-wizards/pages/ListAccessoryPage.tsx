import type { SubmitAccepted } from '@kamra/contracts/read-models';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { translateMessage } from '../../../i18n';
import { myListingsPath } from '../../../lib/paths';
import { rememberWritePosition } from '../../../lib/recent-write';
import { usePage } from '../../../lib/use-page';
import { AccessoryWizardStep } from '../components/AccessoryWizardSteps';
import { ListingWizard } from '../components/ListingWizard';
import { accessoryWizard, accessoryWizardMachine } from '../accessory-wizard-machine';

/** /listAccessories: the 5-step accessory wizard; on success the server's message, then back one page (spec). */
export function ListAccessoryPage() {
  const { t } = useTranslation('wizards');
  usePage(t('pages.listAccessory'));
  const [, navigate] = useLocation();
  const submitted = useCallback(
    (accepted: SubmitAccepted) => {
      rememberWritePosition(accepted.position);
      window.alert(translateMessage(accepted.message));
      if (window.history.length > 1) window.history.back();
      else navigate(myListingsPath('accessories'), { replace: true });
    },
    [navigate],
  );
  return (
    <ListingWizard
      definition={accessoryWizard}
      machine={accessoryWizardMachine}
      purpose={t('purpose.accessory')}
      renderStep={(step, parts) => <AccessoryWizardStep step={step} parts={parts} />}
      onSubmitted={submitted}
    />
  );
}
