import type { ListingChangeView } from '@kamra/contracts/read-models';
import type { ReactNode } from 'react';
import { PhoneVerifiedBadge } from '../PhoneVerifiedBadge';
import { changeLine, UNVERIFIED_PHONE, type ChangeLine } from './listing-change-lines';
import './listing-changes.css';

function Thumbs({ urls, label }: { urls: readonly string[]; label: string }) {
  if (urls.length === 0) return <span className="listing-changes__none">None</span>;
  return (
    <ul className="listing-changes__thumbs" aria-label={label}>
      {urls.map((url, index) => (
        <li key={`${url}-${index}`}>
          <img src={url} alt={`${label} ${index + 1}`} width={72} height={54} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

function Photo({ url, label }: { url: string | null; label: string }) {
  if (url === null) return <span className="listing-changes__none">None</span>;
  return <img className="listing-changes__photo" src={url} alt={label} width={56} height={56} />;
}

/** The old and the new side of one change. */
function Sides({ line }: { line: ChangeLine }) {
  switch (line.kind) {
    case 'text':
      return (
        <>
          <Side tone="old" caption="Before">{line.from}</Side>
          <Side tone="new" caption="After">
            {line.to}
            <PhoneVerdict verified={line.verified} />
          </Side>
        </>
      );
    case 'photo':
      return (
        <>
          <Side tone="old" caption="Before"><Photo url={line.from} label="Photo before" /></Side>
          <Side tone="new" caption="After"><Photo url={line.to} label="Photo after" /></Side>
        </>
      );
    case 'pictures':
      return line.reordered ? (
        <>
          <Side tone="old" caption="Order before"><Thumbs urls={line.from} label="Picture before" /></Side>
          <Side tone="new" caption="Order after"><Thumbs urls={line.to} label="Picture after" /></Side>
        </>
      ) : (
        <>
          <Side tone="old" caption="Removed"><Thumbs urls={line.removed} label="Removed picture" /></Side>
          <Side tone="new" caption="Added"><Thumbs urls={line.added} label="Added picture" /></Side>
        </>
      );
  }
}

/** Beside a changed number: the badge it keeps, or plainly that nobody verified it. */
function PhoneVerdict({ verified }: { verified: boolean | undefined }) {
  if (verified === undefined) return null;
  return verified ? (
    <span className="listing-changes__verdict"><PhoneVerifiedBadge /></span>
  ) : (
    <span className="listing-changes__verdict listing-changes__verdict--unverified">{UNVERIFIED_PHONE}</span>
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
