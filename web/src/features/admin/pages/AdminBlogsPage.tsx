import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { message } from '../../../i18n';
import { displayDate } from '../../../lib/display';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { ADMIN_POST_BLOG_PATH, adminBlogPath } from '../admin-paths';
import { getBlogs } from '../../../lib/api/get-blogs';

/** admin_allBlog: every blog as a card, and 'New +' to write one. */
export function AdminBlogsPage() {
  const { t } = useTranslation('admin');
  usePage(t('blogs.title'));
  const { state, reload } = useQuery('admin-blogs', getBlogs);

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1>{t('blogs.heading')}</h1>
        <Link href={ADMIN_POST_BLOG_PATH} className="btn btn--primary">
          {t('blogs.new')}
        </Link>
      </header>
      {state.status === 'failed' && <LoadError onRetry={reload} />}
      {(state.status === 'loading' || state.status === 'idle') && <Spinner />}
      {state.status === 'succeeded' && state.data.length === 0 && <p className="muted">{message('noData')}</p>}
      {state.status === 'succeeded' && state.data.length > 0 && (
        <ul className="admin-blogs" aria-label={t('blogs.list')}>
          {state.data.map((blog) => (
            <li key={blog.id}>
              <article className="admin-blog-card">
                {blog.cover === null ? (
                  <span className="admin-blog-card__cover" aria-hidden="true" />
                ) : (
                  <img className="admin-blog-card__cover" src={blog.cover} alt="" loading="lazy" decoding="async" width={400} height={225} />
                )}
                <div className="admin-blog-card__body">
                  <p className="admin-blog-card__description" dir="auto">{blog.description}</p>
                  <h2 className="admin-blog-card__title" dir="auto">{blog.title}</h2>
                  <p className="admin-blog-card__meta">{t('blogs.byAdmin', { date: displayDate(blog.publishedAt) })}</p>
                  <Link href={adminBlogPath(blog.id)} className="admin-blog-card__more">
                    {t('blogs.readMore')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
