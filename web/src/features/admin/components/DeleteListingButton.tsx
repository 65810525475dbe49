import type { CommandAccepted } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { deleteListing } from '../api/delete-listing';

/** Delete, after a confirmation; the server's refusal (e.g. a rejected listing is its owner's to delete) is shown. */
export function DeleteListingButton({ listingId, onDeleted }: { listingId: string; onDeleted: (answer: CommandAccepted) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setSending(true);
    setError(null);
    try {
      onDeleted(await deleteListing(listingId));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : NETWORK_ERROR_MESSAGE);
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--outline btn--danger-outline" disabled={sending} onClick={() => setConfirming(true)}>
        Delete
      </button>
      {error !== null && (
        <p className="admin-notice admin-notice--error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <Modal title="Delete this listing?" onClose={() => setConfirming(false)}>
          <p className="muted">It disappears for everyone. Its history stays for admins.</p>
          <div className="moderation__dialog-actions">
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" disabled={sending} onClick={() => void remove()}>
              Delete
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
