import { BlogListSidebar } from '../../../components/BlogListSidebar';
import { blogPath } from '../../../lib/paths';
import { usePagedList } from '../../../lib/use-paged-list';
import { getBlogs } from '../../../lib/api/get-blogs';

/** The public blog page's sidebar: the published blogs, newest first, each opening its public page. */
export function BlogSidebar({ currentId }: { currentId: string }) {
  const { list, loadMore } = usePagedList('blogs', (cursor, signal) => getBlogs(signal, cursor));
  return <BlogListSidebar blogs={list} onMore={loadMore} currentId={currentId} hrefOf={blogPath} />;
}
