import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

interface PictureActionsProps {
  /** The picture's place in the list, from 1. */
  number: number;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * A picture's buttons: move it earlier or later, or remove it. The arrows are pointing icons,
 * which mirror when the page reads right to left: in Urdu the first picture is on the right,
 * so "earlier" points right. A text arrow (← →) would not turn.
 */
export function PictureActions({ number, canMoveEarlier, canMoveLater, onMove, onRemove }: PictureActionsProps) {
  const { t } = useTranslation('wizards');
  return (
    <div className="pictures-step__actions">
      <button type="button" className="icon-button" onClick={() => onMove(-1)} disabled={!canMoveEarlier} aria-label={t('pictures.moveEarlier', { number })}>
        <Icon name="arrow-left" size={20} />
      </button>
      <button type="button" className="icon-button" onClick={() => onMove(1)} disabled={!canMoveLater} aria-label={t('pictures.moveLater', { number })}>
        <Icon name="arrow-right" size={20} />
      </button>
      <button type="button" className="icon-button icon-button--danger" onClick={onRemove} aria-label={t('pictures.remove', { number })}>
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
