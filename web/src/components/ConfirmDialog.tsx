import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** What confirming does, in a sentence the person can weigh. */
  children: ReactNode;
  confirmLabel: string;
  sendingLabel: string;
  sending: boolean;
  /** The server's refusal, shown in the dialog so the person can cancel or try again. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before something that cannot be undone (deleting a listing, a blog). */
export function ConfirmDialog({ title, children, confirmLabel, sendingLabel, sending, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  // While the command is on its way the dialog stays: closing it would hide its answer.
  const cancel = () => {
    if (!sending) onCancel();
  };
  return (
    <Modal title={title} onClose={cancel}>
      <div className="confirm-dialog__text">{children}</div>
      {error !== null && (
        <p className="form-error" role="alert">
          {translateMessage(error)}
        </p>
      )}
      <div className="confirm-dialog__actions">
        {/* It opens on the answer that changes nothing, so a stray Enter cannot delete. */}
        <button type="button" className="btn btn--outline" onClick={cancel} disabled={sending} data-autofocus>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={sending}>
          {sending ? sendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
