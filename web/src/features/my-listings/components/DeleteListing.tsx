import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useCommand } from '../../../lib/use-command';
import { deleteListing } from '../api/delete-listing';

interface DeleteListingProps {
  listingId: string;
  onDeleted: (position: string) => void;
}

/** Delete, after a confirmation; a refusal is shown in the dialog. */
export function DeleteListing({ listingId, onDeleted }: DeleteListingProps) {
  const [confirming, setConfirming] = useState(false);
  const command = useCommand(deleteListing);

  async function confirm() {
    const result = await command.run(listingId);
    if (result.ok) onDeleted(result.value.position);
  }

  const close = () => {
    if (command.sending) return;
    command.reset();
    setConfirming(false);
  };

  return (
    <>
      <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming && (
        <Modal title="Delete this listing?" onClose={close}>
          <p>It disappears from Kamra for good. This cannot be undone.</p>
          {command.error !== null && (
            <p className="owner-note" role="alert">
              {command.error}
            </p>
          )}
          <div className="confirm-actions">
            <button type="button" className="btn btn--outline" onClick={close} disabled={command.sending}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={command.sending}>
              {command.sending ? 'Deleting...' : 'Yes, delete'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
