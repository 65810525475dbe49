import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';

/** The tips in order; each names its title and text in the home namespace (tips.<id>). */
const tips: readonly { id: 'visit' | 'bills' | 'loadShedding' | 'rules'; icon: IconName }[] = [
  { id: 'visit', icon: 'key' },
  { id: 'bills', icon: 'wallet' },
  { id: 'loadShedding', icon: 'clock' },
  { id: 'rules', icon: 'users' },
];

export function SharingTips() {
  const { t } = useTranslation('home');
  return (
    <section className="section">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">{t('tips.eyebrow')}</span>
          <h2>{t('tips.title')}</h2>
          <p className="muted">{t('tips.text')}</p>
        </div>
        <div className="grid grid--4">
          {tips.map((tip) => (
            <article key={tip.id} className="card card--hover tip">
              <span className="icon-badge">
                <Icon name={tip.icon} />
              </span>
              <h3>{t(`tips.${tip.id}.title`)}</h3>
              <p className="muted">{t(`tips.${tip.id}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
