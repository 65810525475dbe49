/**
 * Picking the listing's pictures: previews in order, move earlier or later, remove. Pictures
 * are resized in the browser before they join the wizard (prepare-picture.ts).
 */
import type { ImageLimit } from '@kamra/contracts/uploads';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('wizards');
  const id = useId();
  return (
    <div className="pictures-step">
      <PicturePicker
        id={id}
        rule={t('pictures.rule', { min: limit.min, max: limit.max })}
        buttonLabel={t(pictures.length === 0 ? 'pictures.choose' : 'pictures.addMore')}
        total={pictures.length}
        limit={limit}
        error={error}
        onAdd={onAdd}
        onRefuse={onRefuse}
      />
      {pictures.length > 0 && (
        <ol className="pictures-step__list" aria-label={t('pictures.chosen')}>
          {pictures.map((picture, index) => (
            <li key={picture.id} className="pictures-step__item">
              <PicturePreview blob={picture.blob} alt={t(index === 0 ? 'pictures.altCover' : 'pictures.alt', { number: index + 1 })} />
              <div className="pictures-step__actions">
                <button type="button" className="icon-button" onClick={() => onMove(picture.id, -1)} disabled={index === 0} aria-label={t('pictures.moveEarlier', { number: index + 1 })}>
                  ←
                </button>
                <button type="button" className="icon-button" onClick={() => onMove(picture.id, 1)} disabled={index === pictures.length - 1} aria-label={t('pictures.moveLater', { number: index + 1 })}>
                  →
                </button>
                <button type="button" className="icon-button icon-button--danger" onClick={() => onRemove(picture.id)} aria-label={t('pictures.remove', { number: index + 1 })}>
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
