import { useTranslation } from 'react-i18next';

/** Where the lister is: "Step 3 of 8" and a bar. */
export function WizardProgress({ step, count, title }: { step: number; count: number; title: string }) {
  const { t } = useTranslation('wizards');
  const percent = Math.round(((step + 1) / count) * 100);
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__label">
        {t('progress', { step: step + 1, count })}
        <span className="wizard-progress__title"> · {title}</span>
      </p>
      <div className="wizard-progress__track" aria-hidden="true">
        <div className="wizard-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
