import { useId } from 'react';
import { Link } from 'wouter';
import type { LoadState } from '../lib/load-status';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import './blog-list-sidebar.css';

/**
 * Beside a blog, for readers and for admins alike: a search box (the spec leaves it unwired)
 * and every blog, the one shown marked as the current page. Each side loads the list through
 * its own API and says where a blog opens.
 */
export function BlogListSidebar({ blogs, currentId, hrefOf }: {
  blogs: LoadState<readonly { id: string; title: string }[]>;
  currentId: string;
  hrefOf: (id: string) => string;
}) {
  const searchId = useId();
  return (
    <aside className="blog-sidebar">
      <form className="blog-sidebar__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          Search blogs
        </label>
        <input id={searchId} className="input" type="search" placeholder="Search..." />
        <Icon name="search" size={18} />
      </form>
      <h2>All blogs</h2>
      {blogs.status === 'succeeded' ? (
        <ul className="blog-sidebar__list">
          {blogs.data.map((blog) => (
            <li key={blog.id}>
              <Link href={hrefOf(blog.id)} aria-current={blog.id === currentId ? 'page' : undefined}>
                {blog.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : blogs.status === 'failed' ? null : (
        <Spinner size="small" />
      )}
    </aside>
  );
}
