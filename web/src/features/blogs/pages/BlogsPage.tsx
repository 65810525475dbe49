import { useTranslation } from 'react-i18next';
import { message } from '../../../i18n';
import { LoadError } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { Spinner } from '../../../components/Spinner';
import { usePagedList } from '../../../lib/use-paged-list';
import { usePage } from '../../../lib/use-page';
import { getBlogs } from '../../../lib/api/get-blogs';
import { sliderBlogs } from '../blog-links';
import { BlogCard } from '../components/BlogCard';
import { BlogSlider } from '../components/BlogSlider';
import '../blogs.css';

/** /blogs: slider of the first five blogs and the blog cards, a page at a time. */
export function BlogsPage() {
  const { t } = useTranslation('blogs');
  usePage(t('meta.title'), t('meta.description'));
  const { list, loadMore, retry } = usePagedList('blogs', (cursor, signal) => getBlogs(signal, cursor));

  return (
    <section className="container section blogs-page">
      <header className="section-head">
        <span className="eyebrow">{t('list.eyebrow')}</span>
        <h1>{t('list.title')}</h1>
      </header>
      {list.items.length > 0 ? (
        <>
          <BlogSlider blogs={sliderBlogs(list.items)} />
          <div className="blog-grid">
            {list.items.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </div>
          <LoadMore
            nextCursor={list.nextCursor} loadingMore={list.loadingMore} failed={list.status === 'failed'} onMore={loadMore}
            label={t('list.more')} loadingLabel={t('list.loadingMore')}
          />
        </>
      ) : list.status === 'failed' ? (
        <LoadError onRetry={retry} />
      ) : list.status === 'loading' ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <p className="blogs-page__empty">{message('noData')}</p>
      )}
    </section>
  );
}
