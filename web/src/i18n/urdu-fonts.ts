// Noto Nastaliq Urdu, self-hosted from @fontsource: only its Arabic-script files, regular and
// bold; the unicode-range keeps Latin letters, digits and the space in the system font
// (Nastaliq's own space is too narrow for English words). English readers never download them.
//
// The faces are registered from here rather than by @font-face, so that when they arrive is ours
// to choose. Nastaliq sets words narrower than the fallback font, so swapping it in under a page
// being read rewraps every line and moves everything below (a layout shift of 0.1-0.2 on the home
// page over Slow 4G). So: the download starts with the Urdu texts; if the fonts are in by the
// first paint they are used from it; if not, the page shows in the fallback font (nothing waits
// for 320 KB of fonts) and Nastaliq comes in with the next page the reader opens, when the
// page is replaced anyway.
import bold from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff2?url';
import regular from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';

const FAMILY = 'Noto Nastaliq Urdu';
const UNICODE_RANGE = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFC';
/** A font already in the browser's cache arrives within this; one still on the network is not waited for. */
const FIRST_PAINT_GRACE_MS = 100;

let download: Promise<void> | null = null;
/** Downloaded and not yet in use. */
let arrived: FontFace[] = [];

/** Starts downloading the faces (once); resolves when they are in, or could not be had. */
export function startUrduFonts(): Promise<void> {
  download ??= Promise.all(
    [
      { url: regular, weight: '400' },
      { url: bold, weight: '700' },
    ].map(({ url, weight }) => new FontFace(FAMILY, `url(${url}) format('woff2')`, { weight, unicodeRange: UNICODE_RANGE, display: 'swap' }).load()),
  ).then(
    (faces) => {
      arrived = faces;
    },
    // Offline or refused: the fallback font reads well enough; the next start tries again.
    () => undefined,
  );
  return download;
}

/**
 * Before the first paint: Nastaliq if it is in or comes within a moment, else the fallback font.
 * `apply: false` where the server's first view of the page is already on screen: a font put in
 * use under it would rewrap the words being read, so the app's first render puts it in use
 * (AppLayout) as it replaces that view.
 */
export async function urduFontsForFirstPaint({ apply = true }: { apply?: boolean } = {}): Promise<void> {
  await Promise.race([startUrduFonts(), new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_GRACE_MS))]);
  if (apply) applyArrivedUrduFonts();
}

/** Puts Nastaliq in use if it has arrived since; called as a new page replaces the old one. */
export function applyArrivedUrduFonts(): void {
  for (const face of arrived) document.fonts.add(face);
  arrived = [];
}
