import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { message, optionLabel } from '../../../i18n';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { displayDate } from '../../../lib/display';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { blogPath } from '../../../lib/paths';
import { getBlog } from '../../../lib/api/get-blog';
import { BlogComments } from '../components/BlogComments';
import { BlogSidebar } from '../components/BlogSidebar';
import { withMoreComments, withNewComment } from '../comment-thread';
import '../blogs.css';

/** /blog/:id and /advanceAccessoriesSearch/blog/:id */
export function BlogDetailPage() {
  const { t } = useTranslation('blogs');
  const { id = '' } = useParams<{ id: string }>();
  const { state, update } = useQuery(id, (signal) => getBlog(id, signal));
  usePage(state.status === 'succeeded' ? state.data.title : t('meta.post'), state.status === 'succeeded' ? state.data.description : undefined, blogPath(id));

  if (state.status === 'failed') {
    return (
      <section className="container section">
        <LoadError message={message('blogLoadFailed')} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={t('meta.post')} />;
  const blog = state.data;
  const cover = blog.pictures[0];

  return (
    <div className="container section blog-detail">
      <article className="blog-detail__article">
        <h1 dir="auto">{blog.title}</h1>
        <p className="blog-detail__meta">
          <span>{displayDate(blog.publishedAt)}</span>
          <span className="blog-card__category">{optionLabel('blogCategories', blog.category)}</span>
          <span>{t('readingTime')}</span>
        </p>
        {cover !== undefined && (
          <img className="blog-detail__cover" src={cover.url} alt="" width={cover.width} height={cover.height} />
        )}
        {/* The server sanitises blog HTML when it is posted (DESIGN.md), so it is safe to render. */}
        <div className="prose blog-detail__body" dir="auto" dangerouslySetInnerHTML={{ __html: blog.content }} />
        <BlogComments
          blogId={blog.id}
          comments={blog.comments}
          commentCount={blog.commentCount}
          nextCursor={blog.nextCommentsCursor}
          onAdded={(comment) => update((shown) => withNewComment(shown, comment))}
          onLoadedMore={(page) => update((shown) => withMoreComments(shown, page))}
        />
      </article>
      <BlogSidebar currentId={blog.id} />
    </div>
  );
}
