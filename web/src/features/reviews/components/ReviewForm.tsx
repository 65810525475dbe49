import { useId, useState, type FormEvent } from 'react';
import { useCommand } from '../../../lib/use-command';
import { addReview } from '../api/add-review';
import { getReviews } from '../../../lib/api/get-reviews';
import { reviewToSend } from '../review-rules';

/** The testimonial textarea and Submit. An empty review is not sent. */
export function ReviewForm({ onAdded }: { onAdded: () => void }) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const { run, sending, error } = useCommand(async (comment: string) => {
    const accepted = await addReview(comment);
    // Wait until the read side has the review, so the page we go back to already shows it.
    await getReviews(undefined, accepted.position).catch(() => []);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = reviewToSend(text);
    if (comment === null) return;
    void run(comment).then((result) => {
      if (result.ok) onAdded();
    });
  };

  return (
    <form className="review-form card" onSubmit={submit}>
      <label htmlFor={fieldId} className="review-form__label">
        Share your experience with Kamra
      </label>
      <textarea
        id={fieldId}
        className="input"
        rows={5}
        placeholder="Write your review here..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
