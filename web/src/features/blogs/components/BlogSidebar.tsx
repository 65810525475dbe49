import { useId } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { blogPath } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { getBlogs } from '../api/get-blogs';

/** A search box (the spec leaves it unwired) and the list of every blog. */
export function BlogSidebar({ currentId }: { currentId: string }) {
  const { state } = useQuery('blogs', getBlogs);
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
      {state.status === 'succeeded' ? (
        <ul className="blog-sidebar__list">
          {state.data.map((blog) => (
            <li key={blog.id}>
              <Link href={blogPath(blog.id)} aria-current={blog.id === currentId ? 'page' : undefined}>
                {blog.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : state.status === 'failed' ? null : (
        <Spinner size="small" />
      )}
    </aside>
  );
}
