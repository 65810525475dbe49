import type { ListingDetail } from '@kamra/contracts/read-models';
import { useState } from 'react';
import { isLanguage } from '@kamra/contracts/language';
import { useTranslation } from 'react-i18next';
import { shareText, shareUrl, whatsappShareUrl } from '../share-listing';
import './share-listing.css';

type Copied = 'idle' | 'copied' | 'failed';

/**
 * Sharing a listing: the phone's own share sheet where the browser has the Web Share API,
 * otherwise a WhatsApp link with the text and URL filled in and a button that copies the link.
 * Listings travel over WhatsApp in Pakistan, so it is the one named channel.
 */
export function ShareListing({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useTranslation('listings');
  const [copied, setCopied] = useState<Copied>('idle');
  const url = shareUrl(window.location.origin, listing, isLanguage(i18n.language) ? i18n.language : 'en');
  const text = shareText(listing);
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ title: listing.tagline, text, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  if (canShare) {
    return (
      <div className="share-listing">
        <button type="button" className="btn btn--outline" onClick={() => void share()}>
          {t('share.share')}
        </button>
      </div>
    );
  }
  return (
    <div className="share-listing">
      {/* Not in WhatsApp's green: that is the contact block's "message the lister on WhatsApp". */}
      <a className="btn btn--outline" href={whatsappShareUrl(text, url)} target="_blank" rel="noopener noreferrer">
        {t('share.whatsapp')}
      </a>
      <button type="button" className="btn btn--outline" onClick={() => void copy()}>
        {t('share.copy')}
      </button>
      <p className="share-listing__status" role="status">
        {copied === 'copied' && t('share.copied')}
        {copied === 'failed' && <>{t('share.copyThis')} <span className="share-listing__url" dir="ltr">{url}</span></>}
      </p>
    </div>
  );
}
