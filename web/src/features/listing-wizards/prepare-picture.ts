/**
 * Pictures are made small in the browser before they are uploaded: a 12-megapixel phone photo
 * (4 to 6 MB) becomes a 1600 px JPEG of a few hundred KB, which is all the server keeps anyway
 * (it re-encodes to 1600 px WebP). Done with the platform (createImageBitmap, which also applies
 * the EXIF rotation, and canvas encoding) rather than a library: this is the whole job, and it
 * costs no bundle weight.
 *
 * Anything the browser cannot decode is sent unchanged, so the server's own check (type from
 * the bytes, decoding) gives its message on the pictures step.
 */
import { PICTURE_MIME_TYPES } from '@kamra/contracts/uploads';

/** The server keeps at most 1600 px on the long edge. */
export const LONG_EDGE_PX = 1600;
const JPEG_QUALITY = 0.82;
/** Small enough already: sent as picked. */
const KEEP_BELOW_BYTES = 400 * 1024;

interface Canvas2D {
  drawImage(image: ImageBitmap, x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillStyle: string | CanvasGradient | CanvasPattern;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context: Canvas2D | null = canvas.getContext('2d');
    if (context === null) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  paint(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

function paint(context: Canvas2D, bitmap: ImageBitmap, width: number, height: number): void {
  // JPEG has no transparency: a transparent PNG gets white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base === '' ? 'photo' : base}.jpg`;
}

export interface PreparedPicture {
  readonly name: string;
  readonly blob: Blob;
}

export async function preparePicture(file: File): Promise<PreparedPicture> {
  const asPicked = { name: file.name, blob: file };
  if (!(PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return asPicked;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return asPicked;
  }
  try {
    const scale = Math.min(1, LONG_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= KEEP_BELOW_BYTES) return asPicked;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encodeJpeg(bitmap, width, height);
    if (blob === null || (scale === 1 && blob.size >= file.size)) return asPicked;
    return { name: jpegName(file.name), blob };
  } finally {
    bitmap.close();
  }
}
