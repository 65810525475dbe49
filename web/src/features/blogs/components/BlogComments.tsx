import type { BlogComment, Page } from '@kamra/contracts/read-models';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, translateMessage } from '../../../i18n';
import { displayDate } from '../../../lib/display';
import { useCommand } from '../../../lib/use-command';
import { useViewer } from '../../../lib/auth/auth-context';
import { usePostKey } from '../../../lib/post-key';
import { addBlogComment } from '../api/add-blog-comment';
import { getBlogComments } from '../api/get-blog-comments';

interface BlogCommentsProps {
  blogId: string;
  /** The pages loaded so far, oldest first. */
  comments: readonly BlogComment[];
  /** Every comment of the blog, loaded or not. */
  commentCount: number;
  /** Where the next page starts; null once every comment is shown. */
  nextCursor: string | null;
  /** Called with the new comment once the server accepted it. */
  onAdded: (comment: BlogComment) => void;
  /** Called with the next page once it has loaded. */
  onLoadedMore: (page: Page<BlogComment>) => void;
}

/** The comments of a blog a page at a time, and a comment form for signed-in readers. */
export function BlogComments({ blogId, comments, commentCount, nextCursor, onAdded, onLoadedMore }: BlogCommentsProps) {
  const { t } = useTranslation('blogs');
  const viewer = useViewer();
  const [text, setText] = useState('');
  const fieldId = useId();
  const postKey = usePostKey();
  const { run, sending, error } = useCommand(async (comment: string) => {
    const accepted = await addBlogComment(blogId, comment, postKey.keyFor(comment));
    postKey.posted();
    return accepted;
  });
  const more = useCommand((cursor: string) => getBlogComments(blogId, cursor));

  const loadMore = () => {
    if (nextCursor === null) return;
    void more.run(nextCursor).then((result) => {
      if (result.ok) onLoadedMore(result.value);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (comment === '' || viewer === null) return;
    void run(comment).then((result) => {
      if (!result.ok) return;
      onAdded({
        id: result.value.id ?? `${viewer.id}-${Date.now()}`,
        userId: viewer.id,
        userName: viewer.name,
        userPicture: viewer.picture,
        comment,
        postedAt: new Date().toISOString(),
      });
      setText('');
    });
  };

  return (
    <section className="blog-comments" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>{t('comments.heading', { count: formatNumber(commentCount) })}</h2>
      {commentCount === 0 && comments.length === 0 && <p className="muted">{t('comments.none')}</p>}
      <ul className="blog-comments__list">
        {comments.map((comment) => (
          <li key={comment.id} className="blog-comments__item">
            <strong dir="auto">{comment.userName}</strong> <span className="muted">{displayDate(comment.postedAt)}</span>
            <p dir="auto">{comment.comment}</p>
          </li>
        ))}
      </ul>
      {nextCursor !== null && (
        <div className="blog-comments__more">
          {more.error !== null && (
            <p className="form-error" role="alert">
              {translateMessage(more.error)}
            </p>
          )}
          <button type="button" className="btn" onClick={loadMore} disabled={more.sending}>
            {more.sending ? t('comments.loading') : t('comments.more', { count: formatNumber(Math.max(commentCount - comments.length, 0)) })}
          </button>
        </div>
      )}
      {viewer === null ? (
        <p className="muted">{t('comments.signIn')}</p>
      ) : (
        <form className="blog-comments__form" onSubmit={submit}>
          <label htmlFor={fieldId}>{t('comments.label')}</label>
          <textarea id={fieldId} className="input" rows={3} value={text} onChange={(event) => setText(event.target.value)} />
          {error !== null && (
            <p className="form-error" role="alert">
              {translateMessage(error)}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={sending || text.trim() === ''}>
            {sending ? t('comments.posting') : t('comments.post')}
          </button>
        </form>
      )}
    </section>
  );
}
