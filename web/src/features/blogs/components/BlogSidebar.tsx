import { BlogListSidebar } from '../../../components/BlogListSidebar';
import { blogPath } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { getBlogs } from '../../../lib/api/get-blogs';

/** The public blog page's sidebar: every published blog, each opening its public page. */
export function BlogSidebar({ currentId }: { currentId: string }) {
  const { state } = useQuery('blogs', getBlogs);
  return <BlogListSidebar blogs={state} currentId={currentId} hrefOf={blogPath} />;
}
