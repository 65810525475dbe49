import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { ImageStore } from '@kamra/platform';

/** A share picture's shapes: wide for link previews (Facebook, X, most chats), square for WhatsApp's. */
export const SHARE_VARIANTS = {
  wide: { width: 1200, height: 630 },
  square: { width: 600, height: 600 },
} as const;
export type ShareVariant = keyof typeof SHARE_VARIANTS;

/** What a share picture shows; its name is a hash of exactly this, so a new cover or rent is a new URL. */
export interface ShareContent {
  /** The cover's stored file name (content-addressed itself), or null without pictures. */
  cover: string | null;
  /** 'PKR 25,000 / month', 'PKR 8,000'. */
  amount: string;
  /** The place as the public page shows it. */
  area: string;
  kind: 'room' | 'roommate' | 'accessory';
}

/** Bumped when the drawing changes, so pictures drawn the old way are not served as the new. */
const DRAWING_VERSION = 1;
const HASH_NAME = /^[0-9a-f]{32}$/;

export function shareHash(content: ShareContent): string {
  const key = JSON.stringify([DRAWING_VERSION, content.cover, content.amount, content.area, content.kind]);
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

export const isShareHash = (value: string): boolean => HASH_NAME.test(value);

/**
 * The font travels with the code: a fresh Debian image has no fonts at all, and pango given a
 * font file needs no fontconfig setup to draw with it.
 */
const FONT_FILE = fileURLToPath(new URL('../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));
const BRAND = '#063d36';

function markup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What sharp says when pango draws nothing of a text (only invisible characters, say). */
const NOTHING_DRAWN = /no text to render|failOn/i;

/**
 * One line of white text at most `width` wide: drawn at `px`, and again smaller when it is wider.
 * Null when there is nothing pango can draw (an address of commas leaves no place; a text of
 * invisible characters): the picture goes without that line rather than not at all. Any other
 * failure fails the drawing, so no picture missing a line for a passing reason is kept for good.
 */
async function textLayer(text: string, px: number, width: number): Promise<Buffer | null> {
  if (text.trim() === '') return null;
  return drawText(text, px, width).catch((error: unknown) => {
    if (error instanceof Error && NOTHING_DRAWN.test(error.message)) return null;
    throw error;
  });
}

async function drawText(text: string, px: number, width: number): Promise<Buffer> {
  const render = (size: number) => sharp({
    text: { text: `<span foreground="#ffffff">${markup(text)}</span>`, font: `DejaVu Sans Bold ${size}px`, fontfile: FONT_FILE, rgba: true },
  }).png().toBuffer({ resolveWithObject: true });
  const first = await render(px);
  if (first.info.width <= width) return first.data;
  const smaller = await render(Math.floor((px * width) / first.info.width));
  return smaller.info.width <= width ? smaller.data : sharp(smaller.data).extract({ left: 0, top: 0, width, height: smaller.info.height }).toBuffer();
}

const KIND_LABEL = { room: 'Room for rent', roommate: 'Roommate wanted', accessory: 'For sale' } as const;

async function draw(content: ShareContent, variant: ShareVariant, cover: Buffer | null): Promise<Buffer> {
  const { width, height } = SHARE_VARIANTS[variant];
  const base = cover
    ? sharp(cover, { limitInputPixels: 64_000_000 }).rotate().resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: BRAND } });
  const pad = variant === 'wide' ? 56 : 40;
  const big = variant === 'wide' ? 76 : 56;
  const small = variant === 'wide' ? 40 : 30;
  const band = Math.round(height * (variant === 'wide' ? 0.5 : 0.45));
  // A dark band at the foot keeps white text readable on any photo.
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">`
    + `<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs>`
    + `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="url(#g)"/>`
    + `<rect x="${pad}" y="${pad}" rx="12" width="${Math.round(small * 4.3)}" height="${Math.round(small * 1.7)}" fill="${BRAND}"/></svg>`,
  );
  const textWidth = width - 2 * pad;
  const [brand, amount, area, label] = await Promise.all([
    textLayer('Kamra', small, textWidth),
    textLayer(content.amount, big, textWidth),
    textLayer(content.area, small, textWidth),
    textLayer(KIND_LABEL[content.kind], Math.round(small * 0.8), textWidth),
  ]);
  const areaTop = height - pad - small - 6;
  const amountTop = areaTop - big - 18;
  const labelTop = amountTop - Math.round(small * 0.8) - 18;
  const layers = [
    { input: brand, top: pad + Math.round(small * 0.3), left: pad + Math.round(small * 0.45) },
    { input: label, top: labelTop, left: pad },
    { input: amount, top: amountTop, left: pad },
    { input: area, top: areaTop, left: pad },
  ].filter((layer): layer is { input: Buffer; top: number; left: number } => layer.input !== null);
  return base
    .composite([{ input: shade, top: 0, left: 0 }, ...layers])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export interface SharePictureOptions {
  /** Where the pictures are kept (made once, never changed: their names are their content). */
  dir: string;
  /** Where the covers are stored (UPLOAD_DIR or the bucket). */
  covers: ImageStore;
}

/**
 * Share pictures, each drawn once: the first request for a (listing content, variant) draws it
 * into a temporary file and renames it into place, so no one ever reads half a picture; the
 * requests that come meanwhile wait for that same drawing; and one drawing runs at a time in
 * the process, so a crawler asking for every listing at once queues rather than filling memory.
 */
export class SharePictures {
  private readonly inFlight = new Map<string, Promise<string>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SharePictureOptions) {}

  fileOf(hash: string, variant: ShareVariant): string {
    return path.join(this.options.dir, `${hash}-${variant}.jpg`);
  }

  /** The picture's file if it was drawn already, without drawing it. */
  async existing(hash: string, variant: ShareVariant): Promise<string | null> {
    const file = this.fileOf(hash, variant);
    try {
      await stat(file);
      return file;
    } catch {
      return null;
    }
  }

  /** The file of the picture of `content`, drawing it if no one has yet. */
  async file(content: ShareContent, variant: ShareVariant): Promise<string> {
    const hash = shareHash(content);
    const done = await this.existing(hash, variant);
    if (done) return done;
    const key = `${hash}-${variant}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const drawing = this.serially(() => this.drawToFile(content, variant, this.fileOf(hash, variant)))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, drawing);
    return drawing;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async drawToFile(content: ShareContent, variant: ShareVariant, file: string): Promise<string> {
    // Another process may have drawn it while this one waited its turn.
    if (existsSync(file)) return file;
    await mkdir(this.options.dir, { recursive: true });
    // A cover that is missing or will not decode (cut short, say) still gives a picture, without it.
    const cover = content.cover ? await this.options.covers.get(path.basename(content.cover)).catch(() => null) : null;
    const jpeg = await draw(content, variant, cover).catch(() => draw(content, variant, null));
    const temp = path.join(this.options.dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, jpeg);
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
    return file;
  }
}
