/**
 * Choosing picture files for a listing, new or edited: the rule, the file button, the running
 * count and the field's message. Files are resized in the browser (prepare-picture.ts) before
 * they join the wizard; what is not PNG or JPEG is refused with the spec's message.
 */
import { messages } from '@kamra/contracts/messages';
import { PICTURE_MIME_TYPES, type ImageLimit } from '@kamra/contracts/uploads';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preparePicture } from '../prepare-picture';
import type { PictureDraft } from '../wizard-definition';
import { FieldMessage } from './fields';

interface PicturePickerProps {
  /** The field's id: the rule and the message hang off it for assistive technology. */
  id: string;
  rule: ReactNode;
  buttonLabel: string;
  /** Pictures the listing will have, counted against the kind's maximum. */
  total: number;
  limit: ImageLimit;
  error?: string | undefined;
  onAdd: (pictures: PictureDraft[]) => void;
  onRefuse: (message: string) => void;
}

const isPictureType = (file: File): boolean => (PICTURE_MIME_TYPES as readonly string[]).includes(file.type);

export function PicturePicker({ id, rule, buttonLabel, total, limit, error, onAdd, onRefuse }: PicturePickerProps) {
  const { t } = useTranslation('wizards');
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

  const full = total >= limit.max;
  return (
    <>
      <p className="wizard-field__hint" id={`${id}-rule`}>
        {rule}
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
        {buttonLabel}
      </label>
      <p className="pictures-step__count" aria-live="polite">
        {preparing > 0 ? t('pictures.preparing', { count: preparing }) : t('pictures.count', { total, max: limit.max })}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </>
  );
}
