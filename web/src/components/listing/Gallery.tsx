import type { ImageView } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { Modal } from '../Modal';

/** The main picture, lazy thumbnails to pick another, and a larger view on click. */
export function Gallery({ pictures, title }: { pictures: readonly ImageView[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const current = pictures[index] ?? pictures[0];
  if (current === undefined) return <div className="gallery gallery--empty">No pictures</div>;

  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={() => setEnlarged(true)} aria-label="View larger picture">
        <img
          src={current.url}
          alt={`${title}, picture ${index + 1} of ${pictures.length}`}
          width={current.width}
          height={current.height}
          fetchPriority="high"
        />
      </button>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {pictures.map((picture, position) => (
            <li key={picture.url}>
              <button
                type="button"
                className={position === index ? 'gallery__thumb is-active' : 'gallery__thumb'}
                aria-label={`Show picture ${position + 1}`}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img src={picture.thumbUrl} alt="" loading="lazy" decoding="async" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {enlarged && (
        <Modal title={title} onClose={() => setEnlarged(false)}>
          <img className="gallery__large" src={current.url} alt={`${title}, picture ${index + 1}`} />
        </Modal>
      )}
    </div>
  );
}
