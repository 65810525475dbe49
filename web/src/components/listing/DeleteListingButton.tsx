import type { CommandAccepted } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteListing } from '../../lib/api/delete-listing';
import { useCommand } from '../../lib/use-command';
import { ConfirmDialog } from '../ConfirmDialog';

interface DeleteListingButtonProps {
  listingId: string;
  /** What deleting means for this reader: the owner loses it, an admin keeps its history. */
  consequence: string;
  onDeleted: (answer: CommandAccepted) => void;
  /** The opening button's look: solid on the owner's page, quieter beside moderation. */
  className?: string;
}

/**
 * Delete, after a confirmation (owner or admin). The server decides who may: its refusal, such
 * as a rejected listing being its owner's to delete, is shown in the dialog.
 */
export function DeleteListingButton({ listingId, consequence, onDeleted, className = 'btn btn--danger' }: DeleteListingButtonProps) {
  const { t } = useTranslation('listing');
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(deleteListing);

  const confirm = async () => {
    const result = await remove.run(listingId);
    if (!result.ok) return;
    setConfirming(false);
    onDeleted(result.value);
  };
  const cancel = () => {
    remove.reset();
    setConfirming(false);
  };

  return (
    <>
      <button type="button" className={className} onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          sendingLabel={t('delete.sending')}
          sending={remove.sending}
          error={remove.error}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        >
          <p>{consequence}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
