/**
 * Picking the listing's pictures: previews in order, move earlier or later, remove. Pictures
 * are resized in the browser before they join the wizard (prepare-picture.ts).
 */
import { messages } from '@kamra/contracts/messages';
import { PICTURE_MIME_TYPES, type ImageLimit } from '@kamra/contracts/uploads';
import { useId, useState } from 'react';
import { preparePicture } from '../prepare-picture';
import type { PictureDraft } from '../wizard-definition';
import { FieldMessage } from './fields';
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

const isPictureType = (file: File): boolean => (PICTURE_MIME_TYPES as readonly string[]).includes(file.type);

export function PicturesStep({ pictures, limit, error, onAdd, onRefuse, onRemove, onMove }: PicturesStepProps) {
  const id = useId();
  const [preparing, setPreparing] = useState(0);

  async function pick(files: File[]) {
    const accepted = files.filter(isPictureType);
    setPreparing(accepted.length);
    try {
      const prepared = await Promise.all(accepted.map((file) => preparePicture(file)));
      if (prepared.length > 0) onAdd(prepared.map((picture) => ({ id: crypto.randomUUID(), ...picture })));
    } finally {
      setPreparing(0);
    }
    if (accepted.length < files.length) onRefuse(messages.picturesType);
  }

  const full = pictures.length >= limit.max;
  return (
    <div className="pictures-step">
      <p className="wizard-field__hint" id={`${id}-rule`}>
        Choose {limit.min} to {limit.max} pictures (PNG or JPEG). The first one is the cover.
      </p>
      <label className={`pictures-step__pick btn btn--outline ${full ? 'is-disabled' : ''}`}>
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          multiple
          disabled={full}
          aria-describedby={[`${id}-rule`, error ? `${id}-error` : ''].join(' ').trim()}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void pick(files);
          }}
        />
        {pictures.length === 0 ? 'Choose pictures' : 'Add more pictures'}
      </label>
      <p className="pictures-step__count" aria-live="polite">
        {preparing > 0 ? `Preparing ${preparing} picture${preparing === 1 ? '' : 's'}...` : `${pictures.length} of ${limit.max} pictures`}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
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
