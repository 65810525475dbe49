import { THUMB_LONG_SIDE } from '@kamra/contracts/uploads';
import sharp, { type Sharp } from 'sharp';
import { decodeCost, MAX_DECODE_BYTES, type ImageHeader } from './decode-cost.js';
import { LISTING_PICTURE_FORMATS, sniffImageFormat, type ImageFormat } from './image-format.js';
import { ImageRejected } from './image-rejected.js';
import { pictureHash } from './picture-hash.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Enough for any phone camera (a 48 MP sensor bins to 12 MP); stops decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_LONG_SIDE = 1600;
export { THUMB_LONG_SIDE };
const WEBP_QUALITY = 80;
/**
 * libwebp's effort (0-6, sharp's default 4). At 2 a 1600 px picture encodes in half the CPU
 * (111 ms against 236 ms here) for files about 3 % larger at the same quality; the encode was
 * most of an upload's image work, and uploads of 8 people at once queue for two decode slots.
 */
const WEBP_EFFORT = 2;

export interface ProcessImageOptions {
  allowedFormats?: readonly ImageFormat[];
  maxBytes?: number;
  maxPixels?: number;
  /** Bytes of decoded pixels the image may cost (see decode-cost.ts). */
  maxDecodeBytes?: number;
}

/** Re-encoded WebP bytes with every input metadata block (EXIF, GPS, XMP, IPTC) gone. */
export interface ProcessedImage {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  /** 64-bit perceptual hash (16 hex digits), for duplicate-photo detection. */
  hash: string;
}

/**
 * Turns untrusted upload bytes into a WebP of at most MAX_LONG_SIDE px plus a thumbnail.
 * Every cheap check (size, magic number, header dimensions, what decoding will cost) runs
 * before a single pixel is decoded. Decoding holds up to one full image in memory, so callers
 * should process a request's files one after another rather than all at once.
 */
export async function processImage(bytes: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  await checkImage({ size: bytes.length, head: bytes, source: bytes }, options);

  try {
    // Decoded once, straight to at most MAX_LONG_SIDE px of 8-bit sRGB (a baseline JPEG
    // decodes scaled down on load); the WebP, the thumbnail and the hash all come from that.
    // Three pipelines from the upload's bytes decoded it three times, at once: an interlaced
    // 16-bit PNG of 40 MP then took 4.6 s of CPU and 1.1 GB, where once takes 1.2 s and 0.4 GB.
    // The pixel limit is repeated here so the decoder refuses on its own, should the header
    // read above ever disagree with what it decodes; `pages: 1` decodes one frame of an
    // animation whatever the default.
    const decoded = await sharp(bytes, { limitInputPixels: maxPixels, pages: 1 })
      .autoOrient()
      .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const picture = sharp(decoded.data, { raw: { width, height, channels } });
    const [full, thumb, hash] = await Promise.all([
      encodeWebp(picture.clone(), MAX_LONG_SIDE),
      encodeWebp(picture.clone(), THUMB_LONG_SIDE),
      pictureHash(picture),
    ]);
    return { image: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height, hash };
  } catch (error) {
    throw asRejection(error);
  }
}

/** An image to check: its size, its first bytes, and where its header is read (bytes or a file's path). */
export interface ImageToCheck {
  size: number;
  head: Buffer;
  source: Buffer | string;
}

/**
 * The checks that need no decoding: size, magic number, header dimensions and what decoding
 * will cost. Answers the cost, so a caller can also budget a request's images together.
 */
export async function checkImage(input: ImageToCheck, options: ProcessImageOptions = {}): Promise<number> {
  const allowed = options.allowedFormats ?? LISTING_PICTURE_FORMATS;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const maxDecodeBytes = options.maxDecodeBytes ?? MAX_DECODE_BYTES;

  if (input.size > maxBytes) throw ImageRejected.tooLarge(maxBytes);
  const format = sniffImageFormat(input.head);
  if (format === undefined || !allowed.includes(format)) throw ImageRejected.unsupportedType(allowed);

  const header = await readHeader(input.source);
  // A file whose magic number and decoder disagree is a polyglot or a damaged file; neither is
  // worth decoding.
  if (header.format !== format) throw ImageRejected.unsupportedType(allowed);
  if (header.width * header.height > maxPixels) throw ImageRejected.tooManyPixels();
  const cost = decodeCost(header, MAX_LONG_SIDE);
  if (cost > maxDecodeBytes) throw ImageRejected.tooCostly();
  return cost;
}

async function readHeader(input: Buffer | string): Promise<ImageHeader> {
  try {
    // sharp's own default limit would throw a generic error before we can compare the size
    // ourselves; metadata() only parses the header, so lifting the limit here decodes nothing.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    return {
      format: metadata.format, width: metadata.width, height: metadata.height, channels: metadata.channels,
      depth: metadata.depth, isProgressive: metadata.isProgressive,
    };
  } catch {
    throw ImageRejected.corrupt();
  }
}

function encodeWebp(pipeline: Sharp, longSide: number) {
  // No keepExif/withMetadata call: sharp then writes no EXIF, XMP or IPTC at all.
  return pipeline
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
}

function asRejection(error: unknown): ImageRejected {
  if (error instanceof ImageRejected) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return ImageRejected.tooManyPixels();
  return ImageRejected.corrupt();
}
