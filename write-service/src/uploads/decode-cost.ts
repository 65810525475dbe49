/**
 * What decoding an image will cost, told from its header alone, so an image too dear to decode
 * is refused before a single pixel is. The pixel cap alone is not enough: a 40 MP PNG of 16-bit
 * samples with alpha holds 8 bytes a pixel where a photo holds 3, and an interlaced one must be
 * decoded whole, so it took seconds of CPU and hundreds of MB where a JPEG of the same size
 * takes a tenth of a second.
 */

/** What the header says, as sharp's metadata() reads it. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  channels: number;
  /** libvips band format: 'uchar', 'ushort', 'float'... */
  depth: string;
  /** Progressive JPEG or interlaced PNG/GIF: the decoder holds the whole image. */
  isProgressive: boolean;
}

/**
 * Bytes of decoded pixels one image may cost: 40 MP at 4 bytes a pixel, so every 8-bit image
 * the pixel cap lets through fits, alpha included. Decoding holds at most this much per slot
 * (measured: an interlaced PNG of 160 MB peaks at about 1.25 times it), and takes at most about
 * half a second of CPU here.
 */
export const MAX_DECODE_BYTES = 160_000_000;

/**
 * The sum for one request's images: four of the dearest images, about two seconds of decoding,
 * so one submit holds a decode slot for seconds, not tens of seconds. Nine phone photos
 * (12 MP JPEGs, progressive or not) cost a fraction of it.
 */
export const MAX_REQUEST_DECODE_BYTES = 4 * MAX_DECODE_BYTES;

const BYTES_PER_SAMPLE: Readonly<Record<string, number>> = {
  uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16,
};

/** What an unknown band format counts as: the widest there is, so it never slips through. */
const UNKNOWN_SAMPLE_BYTES = 16;

/**
 * Bytes of pixels the decoder produces for an image resized to `longSide`. A baseline JPEG
 * decodes straight to a half, quarter or eighth of its size when the target is that much
 * smaller (libjpeg's scaled decode, which sharp uses when resizing); it is credited only
 * down to twice the target, as sharp keeps that margin for quality. A progressive JPEG keeps
 * its coefficients for the whole image whatever the scale, so it gets no credit. Only the
 * first page of an animated image is decoded, so other pages cost nothing.
 */
export function decodeCost(header: ImageHeader, longSide: number): number {
  const sampleBytes = BYTES_PER_SAMPLE[header.depth] ?? UNKNOWN_SAMPLE_BYTES;
  const shrink = header.format === 'jpeg' && !header.isProgressive ? jpegShrinkOnLoad(Math.max(header.width, header.height), longSide) : 1;
  return Math.ceil(header.width / shrink) * Math.ceil(header.height / shrink) * header.channels * sampleBytes;
}

function jpegShrinkOnLoad(imageLongSide: number, longSide: number): number {
  for (const factor of [8, 4, 2]) if (imageLongSide >= factor * 2 * longSide) return factor;
  return 1;
}
