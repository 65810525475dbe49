import type { CommandAccepted } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useCommand } from '../../../lib/use-command';
import { deleteListing } from '../api/delete-listing';

/** Delete, after a confirmation; the server's refusal (e.g. a rejected listing is its owner's to delete) is shown. */
export function DeleteListingButton({ listingId, onDeleted }: { listingId: string; onDeleted: (answer: CommandAccepted) => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(deleteListing);

  const confirm = async () => {
    const result = await remove.run(listingId);
    setConfirming(false);
    if (result.ok) onDeleted(result.value);
  };

  return (
    <>
      <button type="button" className="btn btn--outline btn--danger-outline" disabled={remove.sending} onClick={() => setConfirming(true)}>
        Delete
      </button>
      {remove.error !== null && (
        <p className="admin-notice admin-notice--error" role="alert">
          {remove.error}
        </p>
      )}
      {confirming && (
        <Modal title="Delete this listing?" onClose={() => setConfirming(false)}>
          <p className="muted">It disappears for everyone. Its history stays for admins.</p>
          <div className="moderation__dialog-actions">
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" disabled={remove.sending} onClick={() => void confirm()}>
              Delete
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
