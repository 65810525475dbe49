// The page's two illustrations, drawn inline so they cost no extra download.

/** A person at a laptop writing a review. */
export function WritingIllustration() {
  return (
    <svg viewBox="0 0 240 180" className="review-art" aria-hidden="true">
      <ellipse cx="120" cy="166" rx="96" ry="8" fill="var(--brand-100)" />
      <rect x="40" y="112" width="160" height="10" rx="5" fill="var(--brand-800)" />
      <rect x="62" y="60" width="88" height="54" rx="6" fill="var(--brand-700)" />
      <rect x="68" y="66" width="76" height="42" rx="3" fill="var(--brand-50)" />
      <path d="M76 78h44M76 88h56M76 98h32" stroke="var(--brand-500)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="176" cy="52" r="16" fill="var(--accent-500)" />
      <path d="M160 112c0-24 6-40 16-40s16 16 16 40" fill="var(--brand-600)" />
      <path d="M162 92c-8 6-14 10-22 12" stroke="var(--accent-600)" strokeWidth="6" strokeLinecap="round" />
      <path d="M172 126v30M184 126v30" stroke="var(--ink-700)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** Two speech bubbles and a row of stars. */
export function StarsIllustration() {
  const star = 'm0-9 2.6 5.4 5.9.8-4.3 4.1 1 5.8L0 4.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z';
  return (
    <svg viewBox="0 0 240 180" className="review-art" aria-hidden="true">
      <ellipse cx="120" cy="166" rx="96" ry="8" fill="var(--brand-100)" />
      <path d="M30 30h120a12 12 0 0 1 12 12v44a12 12 0 0 1-12 12H70l-22 18V98H30a12 12 0 0 1-12-12V42a12 12 0 0 1 12-12Z" fill="var(--brand-700)" />
      {[50, 75, 100, 125].map((x) => (
        <path key={x} d={star} transform={`translate(${x} 64)`} fill="var(--accent-500)" />
      ))}
      <path d="M120 96h88a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-12v16l-18-16h-58a10 10 0 0 1-10-10v-34a10 10 0 0 1 10-10Z" fill="var(--accent-100)" stroke="var(--accent-500)" strokeWidth="3" />
      <path d="M128 116h64M128 130h44" stroke="var(--accent-600)" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
