import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { Spinner } from '../../../components/Spinner';
import { message } from '../../../i18n';
import { displayDate } from '../../../lib/display';
import { usePagedList } from '../../../lib/use-paged-list';
import { usePage } from '../../../lib/use-page';
import { ADMIN_POST_BLOG_PATH, adminBlogPath } from '../admin-paths';
import { getBlogs } from '../../../lib/api/get-blogs';

/** admin_allBlog: every blog as a card, a page at a time, and 'New +' to write one. */
export function AdminBlogsPage() {
  const { t } = useTranslation('admin');
  usePage(t('blogs.title'));
  const { list, loadMore, retry } = usePagedList('admin-blogs', (cursor, signal) => getBlogs(signal, cursor));

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1>{t('blogs.heading')}</h1>
        <Link href={ADMIN_POST_BLOG_PATH} className="btn btn--primary">
          {t('blogs.new')}
        </Link>
      </header>
      {list.items.length === 0 && list.status === 'failed' && <LoadError onRetry={retry} />}
      {list.items.length === 0 && list.status === 'loading' && <Spinner />}
      {list.items.length === 0 && list.status === 'ready' && <p className="muted">{message('noData')}</p>}
      {list.items.length > 0 && (
        <ul className="admin-blogs" aria-label={t('blogs.list')}>
          {list.items.map((blog) => (
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
      {list.items.length > 0 && (
        <LoadMore
          nextCursor={list.nextCursor} loadingMore={list.loadingMore} failed={list.status === 'failed'} onMore={loadMore}
          label={t('loadMore')} loadingLabel={t('loading')}
        />
      )}
    </section>
  );
}
