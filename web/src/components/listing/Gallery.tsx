import type { ImageView } from '@kamra/contracts/read-models';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stepIndex, swipeStep } from './gallery-swipe';
import { Lightbox } from './Lightbox';
import { GALLERY_SIZES, pictureSrcSet } from '@kamra/contracts/uploads';

/**
 * The main picture (a swipe moves to the next or previous), lazy thumbnails to pick another,
 * and the pictures at the size of the screen on a tap.
 */
export function Gallery({ pictures, title }: { pictures: readonly ImageView[]; title: string }) {
  const { t } = useTranslation('listing');
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // A swipe on the main picture moves it; the click that ends a swipe must not open the lightbox.
  const swiped = useRef(false);
  const current = pictures[index] ?? pictures[0];
  if (current === undefined) return <div className="gallery gallery--empty">{t('gallery.none')}</div>;

  const step = (by: -1 | 1) => setIndex((at) => stepIndex(at, by, pictures.length));
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeStart.current;
    swipeStart.current = null;
    if (from === null) return;
    const by = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (by !== 0) {
      swiped.current = true;
      step(by);
    }
  };

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onClick={() => {
          if (!swiped.current) setEnlarged(true);
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-label={t('gallery.larger')}
      >
        <img
          src={current.url}
          srcSet={pictureSrcSet(current)}
          sizes={GALLERY_SIZES}
          alt={t('gallery.picture', { title, number: index + 1, count: pictures.length })}
          width={current.width}
          height={current.height}
          fetchPriority="high"
        />
      </button>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('gallery.pictures')}>
          {pictures.map((picture, position) => (
            <li key={picture.url}>
              <button
                type="button"
                className={position === index ? 'gallery__thumb is-active' : 'gallery__thumb'}
                aria-label={t('gallery.show', { number: position + 1 })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img src={picture.thumbUrl} alt="" loading="lazy" decoding="async" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {enlarged && <Lightbox pictures={pictures} index={index} title={title} onStep={step} onClose={() => setEnlarged(false)} />}
    </div>
  );
}
