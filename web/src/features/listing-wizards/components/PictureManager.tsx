/**
 * The pictures of an edit: the listing's current pictures (from their thumbnails) first, then
 * new ones, each to remove or move; new pictures are resized in the browser like a new
 * listing's. Kept pictures move among themselves and new ones among themselves, since the
 * server puts the new files after the kept ones.
 */
import type { ImageLimit } from '@kamra/contracts/uploads';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptPicture, PictureDraft } from '../wizard-definition';
import { PictureActions } from './PictureActions';
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
  const { t } = useTranslation('wizards');
  const id = useId();
  const total = kept.length + pictures.length;
  const alt = (index: number) => t(index === 0 ? 'pictures.altCover' : 'pictures.alt', { number: index + 1 });
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
        rule={t('pictures.editRule', { min: limit.min, max: limit.max })}
        buttonLabel={t('pictures.addNew')}
        total={total}
        limit={limit}
        error={error}
        onAdd={onAdd}
        onRefuse={onRefuse}
      />
      {shown.length > 0 && (
        <ol className="pictures-step__list" aria-label={t('pictures.ofListing')}>
          {shown.map((item, index) => (
            <li key={item.id} className={`pictures-step__item picture-manager__item ${item.isNew ? 'is-new' : ''}`}>
              {item.picture}
              <span className={`picture-manager__tag ${item.isNew ? 'picture-manager__tag--new' : ''}`}>{t(item.isNew ? 'pictures.new' : 'pictures.current')}</span>
              <PictureActions
                number={index + 1}
                canMoveEarlier={item.earlier}
                canMoveLater={item.later}
                onMove={(by) => onMove(item.id, by)}
                onRemove={() => onRemove(item.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
