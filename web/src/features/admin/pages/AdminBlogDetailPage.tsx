import { messages } from '@kamra/contracts/messages';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { BlogListSidebar } from '../../../components/BlogListSidebar';
import { LoadError } from '../../../components/LoadError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoading } from '../../../components/PageLoading';
import { displayDate } from '../../../lib/display';
import { useCommand } from '../../../lib/use-command';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { ADMIN_BLOGS_PATH, adminBlogPath } from '../admin-paths';
import { getBlog } from '../../../lib/api/get-blog';
import { getBlogs } from '../../../lib/api/get-blogs';
import { deleteBlog } from '../api/admin-blogs';
import { goBack } from '../go-back';

/** Beside the blog: every blog, each opening its admin page. */
function AdminBlogSidebar({ currentId }: { currentId: string }) {
  const { state } = useQuery('admin-blogs', getBlogs);
  return <BlogListSidebar blogs={state} currentId={currentId} hrefOf={adminBlogPath} />;
}

/** admin_allBlog/blog/:id: the blog as readers see it, with Delete (which goes back one page). */
export function AdminBlogDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { state } = useQuery(id, (signal) => getBlog(id, signal));
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(deleteBlog);
  usePage(state.status === 'succeeded' ? state.data.title : 'Blog');

  if (state.status === 'failed') {
    return (
      <section className="admin-page">
        <LoadError message={messages.blogLoadFailed} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading="Blog" />;
  const blog = state.data;
  const cover = blog.pictures[0];

  const confirmDelete = async () => {
    const result = await remove.run(blog.id);
    // Spec: after delete, go back one page.
    if (result.ok) goBack(navigate, ADMIN_BLOGS_PATH);
  };

  return (
    <div className="admin-page admin-blog-detail">
      <article className="admin-blog-detail__article">
        <div className="admin-page__head">
          <h1>{blog.title}</h1>
          <button type="button" className="btn btn--danger" disabled={remove.sending} onClick={() => setConfirming(true)}>
            Delete
          </button>
        </div>
        <p className="admin-blog-detail__meta">
          <span>{displayDate(blog.publishedAt)}</span>
          <span className="admin-blog-detail__category">{blog.category}</span>
          {/* The spec's fixed label. */}
          <span>20 Min Reading</span>
        </p>
        {cover !== undefined && (
          <img className="admin-blog-detail__cover" src={cover.url} alt="" width={cover.width} height={cover.height} />
        )}
        {/* Sanitised by the server when it was published. */}
        <div className="prose blog-body" dangerouslySetInnerHTML={{ __html: blog.content }} />
      </article>
      <AdminBlogSidebar currentId={blog.id} />
      {confirming && (
        <ConfirmDialog
          title="Delete this blog?"
          confirmLabel="Delete"
          sendingLabel="Deleting..."
          sending={remove.sending}
          error={remove.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          <p className="muted">Readers will not find it any more.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
