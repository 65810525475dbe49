import type { BlogSummary } from '@kamra/contracts/read-models';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { optionLabel } from '../../../i18n';
import { blogPath } from '../../../lib/paths';
import { blogByline } from '../blog-links';

/** Picture, title, description, 'by admin | date' and 'Read more...'. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const { t } = useTranslation('blogs');
  return (
    <article className="blog-card">
      <div className="blog-card__media">
        {blog.cover !== null && <img src={blog.cover} alt="" loading="lazy" decoding="async" width={640} height={360} />}
      </div>
      <div className="blog-card__body">
        <span className="blog-card__category">{optionLabel('blogCategories', blog.category)}</span>
        <h2 className="blog-card__title" dir="auto">{blog.title}</h2>
        <p className="blog-card__description" dir="auto">{blog.description}</p>
        <p className="blog-card__byline">{blogByline(blog)}</p>
        <Link href={blogPath(blog.id)} className="blog-card__more">
          {t('readMore')}
        </Link>
      </div>
    </article>
  );
}
