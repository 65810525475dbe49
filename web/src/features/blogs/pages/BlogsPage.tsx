import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /blogs: slider of the first five blogs and the blog cards. Filled in phase 2. */
export function BlogsPage() {
  usePage('Blogs');
  return <PageLoading heading="Blogs" />;
}
