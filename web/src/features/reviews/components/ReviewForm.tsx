import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useCommand } from '../../../lib/use-command';
import { usePostKey } from '../../../lib/post-key';
import { addReview } from '../api/add-review';
import { getReviews } from '../../../lib/api/get-reviews';
import { reviewToSend } from '../review-rules';

/** The testimonial textarea and Submit. An empty review is not sent. */
export function ReviewForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('reviews');
  const [text, setText] = useState('');
  const fieldId = useId();
  const postKey = usePostKey();
  const { run, sending, error } = useCommand(async (comment: string) => {
    const accepted = await addReview(comment, postKey.keyFor(comment));
    postKey.posted();
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
        {t('form.label')}
      </label>
      <textarea
        id={fieldId}
        className="input"
        rows={5}
        placeholder={t('form.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error !== null && (
        <p className="form-error" role="alert">
          {translateMessage(error)}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
