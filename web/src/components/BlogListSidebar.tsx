import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PagedList } from '../lib/paged-list';
import { Icon } from './Icon';
import { LoadMore } from './LoadMore';
import { Spinner } from './Spinner';
import './blog-list-sidebar.css';

/**
 * Beside a blog, for readers and for admins alike: a search box (the spec leaves it unwired)
 * and every blog, a page at a time, the one shown marked as the current page. Each side loads
 * the list through its own API and says where a blog opens.
 */
export function BlogListSidebar({ blogs, onMore, currentId, hrefOf }: {
  blogs: PagedList<{ id: string; title: string }>;
  onMore: () => void;
  currentId: string;
  hrefOf: (id: string) => string;
}) {
  const searchId = useId();
  const { t } = useTranslation('common');
  return (
    <aside className="blog-sidebar">
      <form className="blog-sidebar__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('blogSidebar.search')}
        </label>
        <input id={searchId} className="input" type="search" placeholder={t('blogSidebar.placeholder')} />
        <Icon name="search" size={18} />
      </form>
      <h2>{t('blogSidebar.all')}</h2>
      {blogs.items.length > 0 ? (
        <>
          <ul className="blog-sidebar__list">
            {blogs.items.map((blog) => (
              <li key={blog.id}>
                <Link href={hrefOf(blog.id)} aria-current={blog.id === currentId ? 'page' : undefined}>
                  <span dir="auto">{blog.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            nextCursor={blogs.nextCursor} loadingMore={blogs.loadingMore} failed={blogs.status === 'failed'} onMore={onMore}
            label={t('blogSidebar.more')} loadingLabel={t('blogSidebar.loading')}
          />
        </>
      ) : blogs.status === 'loading' ? (
        <Spinner size="small" />
      ) : null}
    </aside>
  );
}
