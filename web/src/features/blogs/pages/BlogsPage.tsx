import { useTranslation } from 'react-i18next';
import { message } from '../../../i18n';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { getBlogs } from '../../../lib/api/get-blogs';
import { sliderBlogs } from '../blog-links';
import { BlogCard } from '../components/BlogCard';
import { BlogSlider } from '../components/BlogSlider';
import '../blogs.css';

/** /blogs: slider of the first five blogs and the blog cards. */
export function BlogsPage() {
  const { t } = useTranslation('blogs');
  usePage(t('meta.title'), t('meta.description'));
  const { state, reload } = useQuery('blogs', getBlogs);

  return (
    <section className="container section blogs-page">
      <header className="section-head">
        <span className="eyebrow">{t('list.eyebrow')}</span>
        <h1>{t('list.title')}</h1>
      </header>
      {state.status === 'failed' ? (
        <LoadError onRetry={reload} />
      ) : state.status !== 'succeeded' ? (
        <Spinner label={t('list.loading')} />
      ) : state.data.length === 0 ? (
        <p className="blogs-page__empty">{message('noData')}</p>
      ) : (
        <>
          <BlogSlider blogs={sliderBlogs(state.data)} />
          <div className="blog-grid">
            {state.data.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
