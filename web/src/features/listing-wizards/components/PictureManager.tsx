/**
 * The pictures of an edit: the listing's current pictures (from their thumbnails) first, then
 * new ones, each to remove or move; new pictures are resized in the browser like a new
 * listing's. Kept pictures move among themselves and new ones among themselves, since the
 * server puts the new files after the kept ones.
 */
import type { ImageLimit } from '@kamra/contracts/uploads';
import { useId, type ReactNode } from 'react';
import type { KeptPicture, PictureDraft } from '../wizard-definition';
import { PicturePicker } from './PicturePicker';
import { PicturePreview } from './PicturePreview';
import './picture-manager.css';

interface PictureManagerProps {
  kept: readonly KeptPicture[];
  pictures: readonly PictureDraft[];
  limit: ImageLimit;
  error?: string | undefined;
  onAdd: (pictures: PictureDraft[]) => void;
  onRefuse: (message: string) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
}

interface Shown {
  id: string;
  picture: ReactNode;
  isNew: boolean;
  /** Whether it can move earlier and later within its own group. */
  earlier: boolean;
  later: boolean;
}

export function PictureManager({ kept, pictures, limit, error, onAdd, onRefuse, onRemove, onMove }: PictureManagerProps) {
  const id = useId();
  const total = kept.length + pictures.length;
  const alt = (index: number) => `Picture ${index + 1}${index === 0 ? ' (cover)' : ''}`;
  const shown: Shown[] = [
    ...kept.map((picture, index) => ({
      id: picture.id,
      picture: <img className="picture-preview" src={picture.thumbUrl} alt={alt(index)} width={160} height={160} />,
      isNew: false,
      earlier: index > 0,
      later: index < kept.length - 1,
    })),
    ...pictures.map((picture, index) => ({
      id: picture.id,
      picture: <PicturePreview blob={picture.blob} alt={alt(kept.length + index)} />,
      isNew: true,
      earlier: index > 0,
      later: index < pictures.length - 1,
    })),
  ];

  return (
    <div className="pictures-step">
      <PicturePicker
        id={id}
        rule={`Keep, reorder or remove the current pictures and add new ones: ${limit.min} to ${limit.max} in all (PNG or JPEG). The first one is the cover; new pictures come after the current ones.`}
        buttonLabel="Add new pictures"
        total={total}
        limit={limit}
        error={error}
        onAdd={onAdd}
        onRefuse={onRefuse}
      />
      {shown.length > 0 && (
        <ol className="pictures-step__list" aria-label="Pictures of the listing">
          {shown.map((item, index) => (
            <li key={item.id} className={`pictures-step__item picture-manager__item ${item.isNew ? 'is-new' : ''}`}>
              {item.picture}
              <span className={`picture-manager__tag ${item.isNew ? 'picture-manager__tag--new' : ''}`}>{item.isNew ? 'New' : 'Current'}</span>
              <div className="pictures-step__actions">
                <button type="button" className="icon-button" onClick={() => onMove(item.id, -1)} disabled={!item.earlier} aria-label={`Move picture ${index + 1} earlier`}>
                  ←
                </button>
                <button type="button" className="icon-button" onClick={() => onMove(item.id, 1)} disabled={!item.later} aria-label={`Move picture ${index + 1} later`}>
                  →
                </button>
                <button type="button" className="icon-button icon-button--danger" onClick={() => onRemove(item.id)} aria-label={`Remove picture ${index + 1}`}>
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
