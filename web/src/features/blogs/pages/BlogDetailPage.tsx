import { PageLoading } from '../../../components/PageLoading';
import { usePage } from '../../../lib/use-page';

/** /blog/:id and /advanceAccessoriesSearch/blog/:id. Filled in phase 2. */
export function BlogDetailPage() {
  usePage('Blog');
  return <PageLoading heading="Blog" />;
}
