/**
 * Picking the listing's pictures: previews in order, move earlier or later, remove. Pictures
 * are resized in the browser before they join the wizard (prepare-picture.ts).
 */
import type { ImageLimit } from '@kamra/contracts/uploads';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureDraft } from '../wizard-definition';
import { PictureActions } from './PictureActions';
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
              <PictureActions
                number={index + 1}
                canMoveEarlier={index > 0}
                canMoveLater={index < pictures.length - 1}
                onMove={(by) => onMove(picture.id, by)}
                onRemove={() => onRemove(picture.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
