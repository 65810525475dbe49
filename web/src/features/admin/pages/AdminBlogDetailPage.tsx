import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { BlogListSidebar } from '../../../components/BlogListSidebar';
import { LoadError } from '../../../components/LoadError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoading } from '../../../components/PageLoading';
import { message, optionLabel, translateMessage } from '../../../i18n';
import { displayDate } from '../../../lib/display';
import { useCommand } from '../../../lib/use-command';
import { usePagedList } from '../../../lib/use-paged-list';
import { useQuery } from '../../../lib/use-query';
import { usePage } from '../../../lib/use-page';
import { ADMIN_BLOGS_PATH, adminBlogPath } from '../admin-paths';
import { getBlog } from '../../../lib/api/get-blog';
import { getBlogs } from '../../../lib/api/get-blogs';
import { deleteBlog } from '../api/admin-blogs';
import { goBack } from '../go-back';

/** Beside the blog: the blogs, newest first, each opening its admin page. */
function AdminBlogSidebar({ currentId }: { currentId: string }) {
  const { list, loadMore } = usePagedList('admin-blogs', (cursor, signal) => getBlogs(signal, cursor));
  return <BlogListSidebar blogs={list} onMore={loadMore} currentId={currentId} hrefOf={adminBlogPath} />;
}

/** admin_allBlog/blog/:id: the blog as readers see it, with Delete (which goes back one page). */
export function AdminBlogDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { state } = useQuery(id, (signal) => getBlog(id, signal));
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(deleteBlog);
  const { t } = useTranslation('admin');
  usePage(state.status === 'succeeded' ? state.data.title : t('blogs.blog'));

  if (state.status === 'failed') {
    return (
      <section className="admin-page">
        <LoadError message={message('blogLoadFailed')} />
      </section>
    );
  }
  if (state.status !== 'succeeded') return <PageLoading heading={t('blogs.blog')} />;
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
          <h1 dir="auto">{blog.title}</h1>
          <button type="button" className="btn btn--danger" disabled={remove.sending} onClick={() => setConfirming(true)}>
            {t('blogs.delete')}
          </button>
        </div>
        <p className="admin-blog-detail__meta">
          <span>{displayDate(blog.publishedAt)}</span>
          <span className="admin-blog-detail__category">{optionLabel('blogCategories', blog.category)}</span>
          {/* The spec's fixed label. */}
          <span>{t('blogs.readingTime')}</span>
        </p>
        {cover !== undefined && (
          <img className="admin-blog-detail__cover" src={cover.url} alt="" width={cover.width} height={cover.height} />
        )}
        {/* Sanitised by the server when it was published. */}
        <div className="prose blog-body" dir="auto" dangerouslySetInnerHTML={{ __html: blog.content }} />
      </article>
      <AdminBlogSidebar currentId={blog.id} />
      {confirming && (
        <ConfirmDialog
          title={t('blogs.deleteTitle')}
          confirmLabel={t('blogs.delete')}
          sendingLabel={t('blogs.deleting')}
          sending={remove.sending}
          error={remove.error === null ? null : translateMessage(remove.error)}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          <p className="muted">{t('blogs.deleteConsequence')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
