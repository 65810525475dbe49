import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progress } from '../listing-wizard-machine';

/** The submit's upload, as a bar a screen reader also reads. */
export function UploadProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('wizards');
  const percent = progress.total === 0 ? 0 : Math.round((progress.loaded / progress.total) * 100);
  return (
    <div className="upload-progress">
      <label htmlFor="upload-progress">{percent >= 100 ? t('upload.saving') : t('upload.uploading', { percent })}</label>
      <progress id="upload-progress" max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
