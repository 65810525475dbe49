import { PRODUCT_NAME } from '../lib/page-meta';
import './brand-logo.css';

interface BrandLogoProps {
  tone?: 'dark' | 'light';
}

/** The Kamra mark: a roof over an open door, with the word mark beside it. */
export function BrandLogo({ tone = 'dark' }: BrandLogoProps) {
  return (
    <span className={`brand-logo brand-logo--${tone}`}>
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="11" fill={tone === 'dark' ? '#0b6e5f' : '#ffffff'} />
        <path d="M9 19.5 20 10l11 9.5" fill="none" stroke={tone === 'dark' ? '#ffffff' : '#0b6e5f'} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M13 18v12h14V18" fill="none" stroke={tone === 'dark' ? '#ffffff' : '#0b6e5f'} strokeWidth="3" strokeLinejoin="round" />
        <rect x="17.5" y="22" width="5" height="8" rx="1" fill="#f4a62a" />
      </svg>
      <span className="brand-logo__word">{PRODUCT_NAME}</span>
    </span>
  );
}
