/**
 * Picking the listing's pictures: previews in order, move earlier or later, remove. Pictures
 * are resized in the browser before they join the wizard (prepare-picture.ts).
 */
import type { ImageLimit } from '@kamra/contracts/uploads';
import { useId } from 'react';
import type { PictureDraft } from '../wizard-definition';
import { PicturePicker } from './PicturePicker';
import { PicturePreview } from './PicturePreview';

interface PicturesStepProps {
  pictures: readonly PictureDraft[];
  limit: ImageLimit;
  error?: string | undefined;
  onAdd: (pictures: PictureDraft[]) => void;
  onRefuse: (message: string) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
}

export function PicturesStep({ pictures, limit, error, onAdd, onRefuse, onRemove, onMove }: PicturesStepProps) {
  const id = useId();
  return (
    <div className="pictures-step">
      <PicturePicker
        id={id}
        rule={`Choose ${limit.min} to ${limit.max} pictures (PNG or JPEG). The first one is the cover.`}
        buttonLabel={pictures.length === 0 ? 'Choose pictures' : 'Add more pictures'}
        total={pictures.length}
        limit={limit}
        error={error}
        onAdd={onAdd}
        onRefuse={onRefuse}
      />
      {pictures.length > 0 && (
        <ol className="pictures-step__list" aria-label="Chosen pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="pictures-step__item">
              <PicturePreview blob={picture.blob} alt={`Picture ${index + 1}${index === 0 ? ' (cover)' : ''}`} />
              <div className="pictures-step__actions">
                <button type="button" className="icon-button" onClick={() => onMove(picture.id, -1)} disabled={index === 0} aria-label={`Move picture ${index + 1} earlier`}>
                  ←
                </button>
                <button type="button" className="icon-button" onClick={() => onMove(picture.id, 1)} disabled={index === pictures.length - 1} aria-label={`Move picture ${index + 1} later`}>
                  →
                </button>
                <button type="button" className="icon-button icon-button--danger" onClick={() => onRemove(picture.id)} aria-label={`Remove picture ${index + 1}`}>
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
