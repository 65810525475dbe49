import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-error';
import { deleteListing } from '../api/delete-listing';

interface DeleteListingProps {
  listingId: string;
  onDeleted: (position: string) => void;
}

/** Delete, after a confirmation; a refusal is shown in the dialog. */
export function DeleteListing({ listingId, onDeleted }: DeleteListingProps) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    try {
      const answer = await deleteListing(listingId);
      onDeleted(answer.position);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming && (
        <Modal title="Delete this listing?" onClose={() => (sending ? undefined : setConfirming(false))}>
          <p>It disappears from Kamra for good. This cannot be undone.</p>
          {error !== null && (
            <p className="wizard-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="confirm-actions">
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)} disabled={sending}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={sending}>
              {sending ? 'Deleting...' : 'Yes, delete'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
