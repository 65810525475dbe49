import type { BlogSummary } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatNumber, optionLabel } from '../../../i18n';
import { Icon } from '../../../components/Icon';
import { blogPath } from '../../../lib/paths';
import { blogByline } from '../blog-links';

/** The first five blogs, one at a time, with previous/next buttons and dots. */
export function BlogSlider({ blogs }: { blogs: readonly BlogSummary[] }) {
  const { t } = useTranslation('blogs');
  const [index, setIndex] = useState(0);
  const blog = blogs[index];
  if (blog === undefined) return null;
  const step = (by: number) => setIndex((current) => (current + by + blogs.length) % blogs.length);

  return (
    <section className="blog-slider" aria-roledescription="carousel" aria-label={t('slider.label')}>
      <div className="blog-slider__slide" aria-live="polite">
        {blog.cover !== null && <img src={blog.cover} alt="" className="blog-slider__image" width={1200} height={500} />}
        <div className="blog-slider__caption">
          <span className="blog-card__category">{optionLabel('blogCategories', blog.category)}</span>
          <h2 dir="auto">{blog.title}</h2>
          <p className="blog-slider__byline">{blogByline(blog)}</p>
          <Link href={blogPath(blog.id)} className="btn btn--light">
            {t('readMore')}
          </Link>
        </div>
      </div>
      {blogs.length > 1 && (
        <div className="blog-slider__controls">
          <button type="button" className="blog-slider__arrow" onClick={() => step(-1)} aria-label={t('slider.previous')}>
            <Icon name="chevron-left" size={20} />
          </button>
          <ol className="blog-slider__dots">
            {blogs.map((item, position) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={position === index ? 'blog-slider__dot is-active' : 'blog-slider__dot'}
                  aria-label={t('slider.show', { number: formatNumber(position + 1) })}
                  aria-current={position === index}
                  onClick={() => setIndex(position)}
                />
              </li>
            ))}
          </ol>
          <button type="button" className="blog-slider__arrow" onClick={() => step(1)} aria-label={t('slider.next')}>
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
