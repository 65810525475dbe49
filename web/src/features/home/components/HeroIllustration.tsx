import { useTranslation } from 'react-i18next';
import { amountOf } from '../../../lib/display';

/** The drawn room's rent, written as every listing card writes one (in Urdu: 18,000 روپے ماہانہ). */
const SAMPLE_RENT = { kind: 'room', rent: 18_000 } as const;

/** A furnished room, drawn inline so the hero needs no image download. */
export function HeroIllustration() {
  const { t } = useTranslation('home');
  return (
    <div className="hero-art" aria-hidden="true">
      <svg viewBox="0 0 420 340" className="hero-art__svg">
        <rect x="10" y="10" width="400" height="320" rx="28" fill="#e7f6f1" />
        <rect x="10" y="250" width="400" height="80" rx="0" fill="#d2ece4" />
        <path d="M10 250h400v52a28 28 0 0 1-28 28H38a28 28 0 0 1-28-28z" fill="#c3e4d9" />
        {/* arched window */}
        <path d="M250 60a45 45 0 0 1 90 0v100h-90z" fill="#ffffff" stroke="#0b6e5f" strokeWidth="6" />
        <path d="M295 30v130M250 105h90" stroke="#0b6e5f" strokeWidth="4" />
        <circle cx="318" cy="70" r="12" fill="#f4a62a" />
        {/* shelf */}
        <rect x="60" y="92" width="120" height="8" rx="4" fill="#08554b" />
        <rect x="70" y="62" width="16" height="30" rx="3" fill="#f4a62a" />
        <rect x="90" y="56" width="14" height="36" rx="3" fill="#149a85" />
        <rect x="108" y="66" width="18" height="26" rx="3" fill="#b6e3d8" />
        <path d="M150 92c-8-22 4-34 14-36-2 12 6 22 0 36z" fill="#149a85" />
        {/* bed */}
        <rect x="40" y="190" width="210" height="60" rx="14" fill="#0b6e5f" />
        <rect x="40" y="160" width="28" height="92" rx="10" fill="#063d36" />
        <rect x="76" y="172" width="62" height="30" rx="12" fill="#ffffff" />
        <rect x="140" y="180" width="108" height="28" rx="10" fill="#fdf0d8" />
        <rect x="50" y="248" width="12" height="22" rx="4" fill="#063d36" />
        <rect x="228" y="248" width="12" height="22" rx="4" fill="#063d36" />
        {/* plant and lamp */}
        <rect x="330" y="232" width="40" height="38" rx="8" fill="#f4a62a" />
        <path d="M350 232c-20-26-14-52 0-62 14 10 20 36 0 62zM350 232c-30-10-36-30-30-40 14 2 26 18 30 40zM350 232c30-10 36-30 30-40-14 2-26 18-30 40z" fill="#149a85" />
        <path d="M285 270v-78" stroke="#08554b" strokeWidth="4" />
        <path d="M268 192h34l-8-24h-18z" fill="#fdf0d8" stroke="#08554b" strokeWidth="3" />
        <rect x="272" y="268" width="26" height="6" rx="3" fill="#08554b" />
      </svg>
      <div className="hero-art__chip hero-art__chip--price">
        <strong>{amountOf(SAMPLE_RENT)}</strong>
        <span>{t('hero.chipPlace')}</span>
      </div>
      <div className="hero-art__chip hero-art__chip--verified">
        <span className="hero-art__tick">✓</span> {t('hero.chipReviewed')}
      </div>
    </div>
  );
}
