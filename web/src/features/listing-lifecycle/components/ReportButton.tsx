import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '@kamra/contracts/options';
import { message, optionLabel, translateMessage } from '../../../i18n';
import { useCommand } from '../../../lib/use-command';
import { reportListing } from '../api/report-listing';
import '../listing-lifecycle.css';

/**
 * "Report this listing" on a listing's detail page: a reason from the list, details (required
 * for Other), Send. The server decides everything else (signed in, not the owner, once).
 */
export function ReportButton({ listingId }: { listingId: string }) {
  const { t } = useTranslation('lifecycle');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const detailsId = useId();
  const { run, sending, error, fieldErrors, reset } = useCommand((chosen: ReportReason) => reportListing(listingId, chosen, details));

  if (done !== null) return <p className="report__done" role="status">{translateMessage(done)}</p>;
  if (!open) {
    return (
      <button type="button" className="btn btn--outline report__open" onClick={() => setOpen(true)}>
        {t('report.open')}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    void run(reason).then((result) => {
      if (result.ok) setDone(result.value.message);
    });
  };
  const detailsRequired = reason === 'other';
  const problem = fieldErrors.reason ?? fieldErrors.details ?? error;

  return (
    <form className="report card" onSubmit={submit} onChange={reset}>
      <fieldset className="report__reasons">
        <legend>{t('report.question')}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="report__reason">
            <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {optionLabel('reportReasons', value)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} className="report__label">
        {t(detailsRequired ? 'report.detailsRequired' : 'report.detailsOptional')}
      </label>
      <textarea
        id={detailsId}
        className="input"
        rows={3}
        maxLength={1000}
        required={detailsRequired}
        value={details}
        dir="auto"
        onChange={(event) => setDetails(event.target.value)}
      />
      {problem !== null && problem !== undefined && (
        <p className="form-error" role="alert">{translateMessage(problem)}</p>
      )}
      {reason === null && <p className="muted">{message('reportReasonRequired')}</p>}
      <div className="report__actions">
        <button type="submit" className="btn btn--primary" disabled={sending || reason === null}>
          {t(sending ? 'report.sending' : 'report.send')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
