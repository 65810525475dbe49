import type { ListingChangeView } from '@kamra/contracts/read-models';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneVerifiedBadge } from '../PhoneVerifiedBadge';
import { changeLine, type ChangeLine } from './listing-change-lines';
import './listing-changes.css';

function Thumbs({ urls, label }: { urls: readonly string[]; label: string }) {
  const { t } = useTranslation('listingChanges');
  if (urls.length === 0) return <span className="listing-changes__none">{t('none')}</span>;
  return (
    <ul className="listing-changes__thumbs" aria-label={label}>
      {urls.map((url, index) => (
        <li key={`${url}-${index}`}>
          <img src={url} alt={t('thumb', { label, number: index + 1 })} width={72} height={54} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

function Photo({ url, label }: { url: string | null; label: string }) {
  const { t } = useTranslation('listingChanges');
  if (url === null) return <span className="listing-changes__none">{t('none')}</span>;
  return <img className="listing-changes__photo" src={url} alt={label} width={56} height={56} />;
}

/** The old and the new side of one change. */
function Sides({ line }: { line: ChangeLine }) {
  const { t } = useTranslation('listingChanges');
  switch (line.kind) {
    case 'text':
      return (
        <>
          <Side tone="old" caption={t('before')}>
            <span dir="auto">{line.from}</span>
          </Side>
          <Side tone="new" caption={t('after')}>
            <span dir="auto">{line.to}</span>
            <PhoneVerdict verified={line.verified} />
          </Side>
        </>
      );
    case 'photo':
      return (
        <>
          <Side tone="old" caption={t('before')}><Photo url={line.from} label={t('photoBefore')} /></Side>
          <Side tone="new" caption={t('after')}><Photo url={line.to} label={t('photoAfter')} /></Side>
        </>
      );
    case 'pictures':
      return line.reordered ? (
        <>
          <Side tone="old" caption={t('orderBefore')}><Thumbs urls={line.from} label={t('pictureBefore')} /></Side>
          <Side tone="new" caption={t('orderAfter')}><Thumbs urls={line.to} label={t('pictureAfter')} /></Side>
        </>
      ) : (
        <>
          <Side tone="old" caption={t('removed')}><Thumbs urls={line.removed} label={t('removedPicture')} /></Side>
          <Side tone="new" caption={t('added')}><Thumbs urls={line.added} label={t('addedPicture')} /></Side>
        </>
      );
  }
}

/** Beside a changed number: the badge it keeps, or plainly that nobody verified it. */
function PhoneVerdict({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation('listingChanges');
  if (verified === undefined) return null;
  return verified ? (
    <span className="listing-changes__verdict"><PhoneVerifiedBadge /></span>
  ) : (
    <span className="listing-changes__verdict listing-changes__verdict--unverified">{t('unverifiedPhone')}</span>
  );
}

function Side({ tone, caption, children }: { tone: 'old' | 'new'; caption: string; children: ReactNode }) {
  return (
    <dd className={`listing-changes__side listing-changes__side--${tone}`}>
      <span className="listing-changes__caption">{caption}</span>
      <span className="listing-changes__value">{children}</span>
    </dd>
  );
}

/**
 * A revision's changes side by side, old then new, field by field; the pictures as thumbnails
 * removed and added. Used for the owner, in the review queue and in the moderation history.
 */
export function ListingChanges({ changes, label }: { changes: readonly ListingChangeView[]; label: string }) {
  // Loads the namespace before changeLine, a pure helper, reads it.
  useTranslation('listingChanges');
  return (
    <dl className="listing-changes" aria-label={label}>
      {changes.map((change) => {
        const line = changeLine(change);
        return (
          <div key={line.field} className={`listing-changes__row listing-changes__row--${line.kind}`}>
            <dt className="listing-changes__field">{line.label}</dt>
            <Sides line={line} />
          </div>
        );
      })}
    </dl>
  );
}
