/** The lister's photo: one of the ten built-in avatars, or an uploaded JPEG (spec section 5). */
import { messages } from '@kamra/contracts/messages';
import { BUILT_IN_AVATARS } from '@kamra/contracts/options';
import { PROFILE_PHOTO_MIME_TYPES, avatarUrl } from '@kamra/contracts/uploads';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { preparePicture } from '../prepare-picture';
import type { ProfileChoice } from '../wizard-definition';
import { FieldMessage } from './fields';
import { PicturePreview } from './PicturePreview';

interface ProfilePhotoPickerProps {
  profile: ProfileChoice | null;
  error?: string | undefined;
  onChoose: (profile: ProfileChoice) => void;
  onRefuse: (message: string) => void;
  /** Editing a listing with an uploaded photo: it stays unless another is picked (profile null). */
  currentPhotoUrl?: string | null | undefined;
}

export function ProfilePhotoPicker({ profile, error, onChoose, onRefuse, currentPhotoUrl = null }: ProfilePhotoPickerProps) {
  const { t } = useTranslation('wizards');
  const id = useId();

  async function upload(file: File | undefined) {
    if (file === undefined) return;
    if (!(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
      onRefuse(messages.profilePhotoType);
      return;
    }
    const prepared = await preparePicture(file);
    onChoose({ kind: 'upload', photo: { id: crypto.randomUUID(), ...prepared } });
  }

  return (
    <fieldset className="wizard-choices profile-picker" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('profile.legend')}</legend>
      <div className="profile-picker__avatars">
        {BUILT_IN_AVATARS.map((name, index) => {
          const chosen = profile?.kind === 'avatar' && profile.name === name;
          return (
            <label key={name} className={`profile-picker__avatar ${chosen ? 'is-selected' : ''}`}>
              <input type="radio" name={`${id}-avatar`} className="profile-picker__radio" checked={chosen} onChange={() => onChoose({ kind: 'avatar', name })} />
              <img src={avatarUrl(name)} alt={t('profile.avatar', { number: index + 1 })} width={56} height={56} />
            </label>
          );
        })}
      </div>
      <div className="profile-picker__upload">
        {profile === null && currentPhotoUrl !== null && (
          <img className="picture-preview" src={currentPhotoUrl} alt={t('profile.current')} width={72} height={72} />
        )}
        {profile?.kind === 'upload' && <PicturePreview blob={profile.photo.blob} alt={t('profile.uploaded')} size={72} />}
        <label className="btn btn--outline">
          <input
            type="file"
            className="visually-hidden"
            accept="image/jpeg,.jpg,.jpeg"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void upload(file);
            }}
          />
          {profile?.kind === 'upload' || (profile === null && currentPhotoUrl !== null) ? t('profile.another') : t('profile.upload')}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
