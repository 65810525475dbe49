import type { ImageView } from '@kamra/contracts/read-models';
import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRightToLeft } from '../../lib/direction';
import { Icon } from '../Icon';
import { swipeStep } from './gallery-swipe';

interface LightboxProps {
  pictures: readonly ImageView[];
  index: number;
  title: string;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
}

/**
 * The listing's pictures at the size of the screen: the full 1600 px versions, fitted to the
 * window, with next and previous, arrow keys and swipes. Its own top bar holds the title and
 * the close button, so neither covers the other or the picture.
 */
export function Lightbox({ pictures, index, title, onStep, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('listing');
  const { t: common } = useTranslation('common');
  const start = useRef<{ x: number; y: number } | null>(null);
  const current = pictures[index];

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    // The dialog leaves the page before it closes, so the browser cannot return the focus
    // itself: it goes back to the picture that opened the viewer, not to the body.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (from === null) return;
    // In a right-to-left page the next picture lies to the left, so a swipe means the other way.
    const step = swipeStep((event.clientX - from.x) * (isRightToLeft() ? -1 : 1), event.clientY - from.y);
    if (step !== 0) onStep(step);
  };

  if (current === undefined) return null;
  const many = pictures.length > 1;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Arrows point the way the pictures move, mirrored when the page reads right to left.
        const rtl = isRightToLeft();
        if (event.key === 'ArrowRight') onStep(rtl ? -1 : 1);
        if (event.key === 'ArrowLeft') onStep(rtl ? 1 : -1);
      }}
    >
      <div className="lightbox__bar">
        <p id={titleId} className="lightbox__title">
          <span dir="auto">{title}</span>
          {/* "2 / 3" left to right: in an Urdu page the two numbers would otherwise swap. */}
          {many && (
            <span className="lightbox__count">
              {' · '}
              <bdi dir="ltr">
                {index + 1} / {pictures.length}
              </bdi>
            </span>
          )}
        </p>
        <button type="button" className="lightbox__close" onClick={onClose} aria-label={common('close')}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <div className="lightbox__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <img
          src={current.url}
          alt={t('gallery.picture', { title, number: index + 1, count: pictures.length })}
          width={current.width}
          height={current.height}
          draggable={false}
        />
        {many && (
          <>
            <button type="button" className="lightbox__step lightbox__step--back" onClick={() => onStep(-1)} aria-label={t('gallery.previous')}>
              <Icon name="chevron-left" size={28} />
            </button>
            <button type="button" className="lightbox__step lightbox__step--on" onClick={() => onStep(1)} aria-label={t('gallery.next')}>
              <Icon name="chevron-right" size={28} />
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
