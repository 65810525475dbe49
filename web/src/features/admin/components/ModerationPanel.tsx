import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { message, translateMessage } from '../../../i18n';
import { listingModerationMachine } from '../listing-moderation-machine';

interface ModerationPanelProps {
  listingId: string;
  /** What is decided: a new listing, or the owner's changes to an approved one (the same routes decide both). */
  subject?: 'listing' | 'changes';
  /** Called once the decision is recorded, or (with null) to leave after another admin decided first. */
  onDecided: (answer: { message: string; position: string } | null) => void;
  /** Another admin decided first: the page refreshes what it shows of the listing. */
  onOvertaken: () => void;
  /** The content the admin is looking at (ListingDetail.contentAt), which the decision names. */
  seen?: string;
  /** The owner changed the listing while the admin looked: the page shows it again, with `notice`. */
  onChanged?: (notice: string) => void;
}

/** Approve and Reject for a pending listing in the review queue, driven by listingModerationMachine. */
export function ModerationPanel({ listingId, subject = 'listing', onDecided, onOvertaken, seen, onChanged }: ModerationPanelProps) {
  const { t } = useTranslation('admin');
  // On a live listing with changes waiting, the buttons say what they decide: not the listing, which stays.
  const approveLabel = t(subject === 'changes' ? 'moderation.approveChanges' : 'moderation.approve');
  const rejectLabel = t(subject === 'changes' ? 'moderation.rejectChanges' : 'moderation.reject');
  const [state, send] = useMachine(listingModerationMachine, { input: { listingId, ...(seen === undefined ? {} : { seen }) } });
  const reasonId = useId();
  const errorId = useId();
  const { decision, reason, error, alreadyDecided, changed, outcome } = state.context;
  const sending = state.matches('sending');

  const overtaken = state.matches('failed') && alreadyDecided;
  useEffect(() => {
    if (overtaken) onOvertaken();
  }, [overtaken, onOvertaken]);
  const changedNotice = state.matches('failed') && changed ? error : null;
  useEffect(() => {
    if (changedNotice !== null) onChanged?.(translateMessage(changedNotice));
  }, [changedNotice, onChanged]);

  const reported = useRef(false);
  useEffect(() => {
    if (!state.matches('done') || outcome === null || reported.current) return;
    reported.current = true;
    onDecided(outcome);
  }, [state, outcome, onDecided]);

  return (
    <div className="moderation">
      {!overtaken && (
        <div className="moderation__actions">
          <button type="button" className="btn btn--primary" disabled={!state.matches('idle')} onClick={() => send({ type: 'APPROVE' })}>
            {approveLabel}
          </button>
          <button type="button" className="btn btn--danger" disabled={!state.matches('idle')} onClick={() => send({ type: 'REJECT' })}>
            {rejectLabel}
          </button>
        </div>
      )}
      {sending && <p className="muted" role="status">{t('moderation.sending')}</p>}

      {state.matches('failed') && (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{error === null ? null : translateMessage(error)}</p>
          <div className="moderation__actions">
            {alreadyDecided ? (
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onDecided(null)}>
                {t('moderation.backToQueue')}
              </button>
            ) : (
              <>
                <button type="button" className="btn btn--outline btn--sm" onClick={() => send({ type: 'RETRY' })}>
                  {t('moderation.retry')}
                </button>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => send({ type: 'CANCEL' })}>
                  {t('moderation.cancel')}
                </button>
              </>
            )}
          </div>
        </div>
      )}

      {state.matches('confirming') && decision === 'approve' && (
        <Modal title={t(subject === 'changes' ? 'moderation.approveChangesTitle' : 'moderation.approveListingTitle')} onClose={() => send({ type: 'CANCEL' })}>
          <p className="muted">
            {t(subject === 'changes' ? 'moderation.approveChangesNote' : 'moderation.approveListingNote')}
          </p>
          <div className="moderation__dialog-actions">
            <button type="button" className="btn btn--outline" onClick={() => send({ type: 'CANCEL' })}>
              {t('moderation.cancel')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => send({ type: 'CONFIRM' })}>
              {approveLabel}
            </button>
          </div>
        </Modal>
      )}

      {state.matches('confirming') && decision === 'reject' && (
        <Modal title={message('reasonPromptTitle')} onClose={() => send({ type: 'CANCEL' })}>
          <form
            className="moderation__reason"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'CONFIRM' });
            }}
          >
            <label htmlFor={reasonId}>{t('moderation.reasonLabel')}</label>
            <textarea
              id={reasonId}
              className="input"
              rows={4}
              maxLength={TEXT_LIMITS.rejectionReason}
              value={reason}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
              dir="auto"
              onChange={(event) => send({ type: 'REASON_CHANGED', reason: event.target.value })}
              data-autofocus
            />
            {error !== null && (
              <p id={errorId} className="moderation__error" role="alert">
                {translateMessage(error)}
              </p>
            )}
            <div className="moderation__dialog-actions">
              <button type="button" className="btn btn--outline" onClick={() => send({ type: 'CANCEL' })}>
                {t('moderation.cancel')}
              </button>
              <button type="submit" className="btn btn--danger">
                {t('moderation.reject')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
