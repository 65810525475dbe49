import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { useCommand } from '../../../lib/use-command';
import { reportListing } from '../api/report-listing';
import '../listing-lifecycle.css';

/**
 * "Report this listing" on a listing's detail page: a reason from the list, details (required
 * for Other), Send. The server decides everything else (signed in, not the owner, once).
 */
export function ReportButton({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const detailsId = useId();
  const { run, sending, error, fieldErrors, reset } = useCommand((chosen: ReportReason) => reportListing(listingId, chosen, details));

  if (done !== null) return <p className="report__done" role="status">{done}</p>;
  if (!open) {
    return (
      <button type="button" className="btn btn--outline report__open" onClick={() => setOpen(true)}>
        Report this listing
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
        <legend>Why are you reporting this listing?</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="report__reason">
            <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} className="report__label">
        {detailsRequired ? 'What is wrong? (required)' : 'Anything to add? (optional)'}
      </label>
      <textarea
        id={detailsId}
        className="input"
        rows={3}
        maxLength={1000}
        required={detailsRequired}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {problem !== null && problem !== undefined && (
        <p className="form-error" role="alert">{problem}</p>
      )}
      {reason === null && <p className="muted">{messages.reportReasonRequired}</p>}
      <div className="report__actions">
        <button type="submit" className="btn btn--primary" disabled={sending || reason === null}>
          {sending ? 'Sending...' : 'Send report'}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
