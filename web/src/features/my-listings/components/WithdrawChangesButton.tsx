import type { RevisionAccepted } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCommand } from '../../../lib/use-command';
import { withdrawChanges } from '../api/withdraw-changes';

interface WithdrawChangesButtonProps {
  listingId: string;
  onWithdrawn: (answer: RevisionAccepted) => void;
  /** Closed after a refusal: what the page shows is out of date (decided meanwhile), read it again. */
  onRefusalClosed: () => void;
}

/**
 * Takes back the owner's changes waiting for review, after a confirmation: editing back to the
 * live content is refused as changing nothing, so a mistaken change (a wrong rent) would
 * otherwise wait for an admin. A refusal (an admin decided meanwhile) shows in the dialog.
 */
export function WithdrawChangesButton({ listingId, onWithdrawn, onRefusalClosed }: WithdrawChangesButtonProps) {
  const { t } = useTranslation('myListings');
  const [confirming, setConfirming] = useState(false);
  const withdraw = useCommand(withdrawChanges);

  const confirm = async () => {
    const result = await withdraw.run(listingId);
    if (!result.ok) return;
    setConfirming(false);
    onWithdrawn(result.value);
  };
  const cancel = () => {
    const refused = withdraw.error !== null;
    withdraw.reset();
    setConfirming(false);
    if (refused) onRefusalClosed();
  };

  return (
    <>
      <button type="button" className="btn btn--outline owner-revision__withdraw" onClick={() => setConfirming(true)}>
        {t('withdraw.button')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('withdraw.title')}
          confirmLabel={t('withdraw.confirm')}
          sendingLabel={t('withdraw.sending')}
          sending={withdraw.sending}
          error={withdraw.error}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        >
          <p>{t('withdraw.consequence')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
