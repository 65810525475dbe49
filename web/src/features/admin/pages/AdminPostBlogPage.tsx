import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { BLOG_CATEGORIES } from '@kamra/contracts/options';
import { checkBlogPictures } from '@kamra/contracts/uploads';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { message, optionLabel, translateMessage } from '../../../i18n';
import { isAbortError } from '../../../lib/api-error';
import { routePaths } from '../../../lib/paths';
import { useCommand } from '../../../lib/use-command';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePage } from '../../../lib/use-page';
import { ADMIN_BLOGS_PATH } from '../admin-paths';
import { previewBlog, publishBlog } from '../api/admin-blogs';

// Quill is large: it is downloaded only when this form opens.
const BlogEditor = lazy(() => import('../components/BlogEditor'));

const PREVIEW_DELAY_MS = 400;
const PICTURE_TYPES = 'image/png,image/jpeg,.png,.jpg,.jpeg';

type Field = 'title' | 'description' | 'category' | 'content' | 'pictures';
type FieldErrors = Partial<Record<Field, string>>;

/** The sanitised body as the server would store it, fetched while the admin types. */
function useServerPreview(html: string): { content: string; failed: boolean } {
  const settled = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const [preview, setPreview] = useState({ content: '', failed: false });
  useEffect(() => {
    const controller = new AbortController();
    previewBlog(settled, controller.signal).then(
      (answer) => setPreview({ content: answer.content, failed: false }),
      (error: unknown) => {
        if (!isAbortError(error)) setPreview((shown) => ({ ...shown, failed: true }));
      },
    );
    return () => controller.abort();
  }, [settled]);
  return preview;
}

/** admin_allBlog/admin_postBlog: a new blog; Upload goes to the dashboard on success. */
export function AdminPostBlogPage() {
  const { t } = useTranslation('admin');
  usePage(t('postBlog.title'));
  const [, navigate] = useLocation();
  const ids = { title: useId(), description: useId(), category: useId(), pictures: useId(), content: useId() };
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [content, setContent] = useState('');
  const [pictureError, setPictureError] = useState<string | null>(null);
  const publish = useCommand(publishBlog);
  const errors: FieldErrors = pictureError === null ? publish.fieldErrors : { ...publish.fieldErrors, pictures: pictureError };
  // A refusal without per-field messages (e.g. not allowed, too large) is shown under the form.
  const formError = publish.error !== null && Object.keys(publish.fieldErrors).length === 0 ? publish.error : null;
  const preview = useServerPreview(content);

  const errorId = (field: Field) => `${ids[field]}-error`;
  const fieldError = (field: Field) =>
    errors[field] === undefined ? null : (
      <p id={errorId(field)} className="blog-form__error" role="alert">
        {translateMessage(errors[field])}
      </p>
    );
  const describedBy = (field: Field) => (errors[field] === undefined ? undefined : errorId(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = checkBlogPictures(pictures.map((file) => ({ mimeType: file.type, bytes: file.size })));
    setPictureError(refused);
    if (refused !== null) return;
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('category', category);
    form.append('content', content);
    for (const file of pictures) form.append('pictures', file);
    // Spec: a published blog leads to the dashboard.
    if ((await publish.run(form)).ok) navigate(`~${routePaths.admin}`);
  };

  return (
    <section className="admin-page">
      <Link href={ADMIN_BLOGS_PATH} className="admin-back">
        <Icon name="chevron-left" size={18} />
        {t('postBlog.back')}
      </Link>
      <h1>{t('postBlog.heading')}</h1>
      <form className="blog-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="blog-form__field">
          <label htmlFor={ids.title}>{t('postBlog.blogTitle')}</label>
          <input
            id={ids.title}
            className="input"
            value={title}
            maxLength={TEXT_LIMITS.blogTitle}
            dir="auto"
            required
            aria-invalid={errors.title !== undefined}
            aria-describedby={describedBy('title')}
            onChange={(event) => setTitle(event.target.value)}
          />
          {fieldError('title')}
        </div>
        <div className="blog-form__field">
          <label htmlFor={ids.description}>{t('postBlog.description')}</label>
          <textarea
            id={ids.description}
            className="input"
            rows={2}
            value={description}
            maxLength={TEXT_LIMITS.blogDescription}
            dir="auto"
            required
            aria-invalid={errors.description !== undefined}
            aria-describedby={describedBy('description')}
            onChange={(event) => setDescription(event.target.value)}
          />
          {fieldError('description')}
        </div>
        <div className="blog-form__row">
          <div className="blog-form__field">
            <label htmlFor={ids.pictures}>{t('postBlog.images')}</label>
            <input
              id={ids.pictures}
              className="blog-form__files"
              type="file"
              accept={PICTURE_TYPES}
              multiple
              aria-invalid={errors.pictures !== undefined}
              aria-describedby={describedBy('pictures')}
              onChange={(event) => setPictures(Array.from(event.target.files ?? []))}
            />
            {fieldError('pictures')}
          </div>
          <div className="blog-form__field">
            <label htmlFor={ids.category}>{t('postBlog.category')}</label>
            <select
              id={ids.category}
              className="input"
              value={category}
              required
              aria-invalid={errors.category !== undefined}
              aria-describedby={describedBy('category')}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="" disabled>
                {t('postBlog.selectCategory')}
              </option>
              {BLOG_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {optionLabel('blogCategories', name)}
                </option>
              ))}
            </select>
            {fieldError('category')}
          </div>
        </div>

        <div className="blog-form__compose">
          <div className="blog-form__field">
            <label htmlFor={ids.content} id={`${ids.content}-label`}>
              {t('postBlog.body')}
            </label>
            <Suspense fallback={<Spinner size="small" />}>
              <BlogEditor
                id={ids.content}
                value={content}
                onChange={setContent}
                invalid={errors.content !== undefined}
                describedBy={describedBy('content')}
              />
            </Suspense>
            {fieldError('content')}
          </div>
          <div className="blog-form__field">
            <h2 className="blog-form__preview-title">{t('postBlog.preview')}</h2>
            <div className="blog-preview" aria-label={t('postBlog.preview')} aria-live="polite">
              {preview.failed ? (
                <p className="muted">{message('connectionFailed')}</p>
              ) : preview.content === '' ? (
                <p className="muted">{t('postBlog.previewEmpty')}</p>
              ) : (
                // The server's sanitised answer: exactly what publishing stores.
                <div className="prose blog-body" dangerouslySetInnerHTML={{ __html: preview.content }} />
              )}
            </div>
          </div>
        </div>

        {formError !== null && (
          <p className="admin-notice admin-notice--error" role="alert">
            {translateMessage(formError)}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn--primary btn--lg" disabled={publish.sending}>
            {t(publish.sending ? 'postBlog.uploading' : 'postBlog.upload')}
          </button>
        </div>
      </form>
    </section>
  );
}
