import { blockUserSchema, validateCommand } from '@kamra/contracts/commands';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import type { CommandAccepted, UserSummary } from '@kamra/contracts/read-models';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { message, translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { blockUser } from '../api/moderate-user';

interface BlockUserDialogProps {
  user: Pick<UserSummary, 'id' | 'name'>;
  onBlocked: (answer: CommandAccepted) => void;
  onCancel: () => void;
}

/**
 * Blocking takes every listing of a person out of public view, so it is asked like a reject:
 * what it does, and why (the reason is kept with the block and shown to the person and admins).
 */
export function BlockUserDialog({ user, onBlocked, onCancel }: BlockUserDialogProps) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancel = () => {
    if (!sending) onCancel();
  };

  const confirm = async () => {
    const checked = validateCommand(blockUserSchema, { reason });
    if (!checked.ok) {
      setError(checked.fields['reason'] ?? checked.message);
      return;
    }
    setSending(true);
    setError(null);
    try {
      onBlocked(await blockUser(user.id, checked.value.reason));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.['reason'] ?? failure.message) : message('internalError'));
      setSending(false);
    }
  };

  return (
    <Modal title={t('block.title', { name: user.name })} onClose={cancel}>
      <form
        className="moderation__reason"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p className="muted">{t('block.consequence')}</p>
        <label htmlFor={reasonId}>{t('block.reasonLabel')}</label>
        <textarea
          id={reasonId}
          className="input"
          rows={3}
          maxLength={TEXT_LIMITS.blockReason}
          value={reason}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          dir="auto"
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          data-autofocus
        />
        {error !== null && (
          <p id={errorId} className="moderation__error" role="alert">
            {translateMessage(error)}
          </p>
        )}
        <div className="moderation__dialog-actions">
          <button type="button" className="btn btn--outline" onClick={cancel} disabled={sending}>
            {t('block.cancel')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={sending}>
            {t(sending ? 'block.blocking' : 'block.block')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
