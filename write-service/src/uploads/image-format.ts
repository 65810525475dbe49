/**
 * Input formats the pipeline can decode. BMP and ICO (named by the rich-text spec) are absent
 * because sharp's prebuilt libvips has no decoder for them.
 */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const LISTING_PICTURE_FORMATS: readonly ImageFormat[] = ['png', 'jpeg'];
export const BLOG_IMAGE_FORMATS: readonly ImageFormat[] = ['png', 'jpeg'];
/** The spec allows only jpeg/jpg for an uploaded profile photo. */
export const PROFILE_PHOTO_FORMATS: readonly ImageFormat[] = ['jpeg'];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/**
 * The format the bytes claim by their magic number, checked before any decoder sees them so a
 * renamed text file or an unexpected format never reaches libvips.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  const head = Buffer.from(bytes.subarray(0, 12)).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}
