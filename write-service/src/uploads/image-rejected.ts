import { messages } from '@kamra/contracts/messages';
import type { ImageFormat } from './image-format.js';

export type ImageRejectedCode = 'too_large' | 'unsupported_type' | 'too_many_pixels' | 'too_costly' | 'request_too_costly' | 'corrupt';

/**
 * An upload the pipeline refuses. `message` is shown to the person who uploaded the file, so
 * it names what to do, never what went wrong inside the decoder.
 */
export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';

  constructor(
    readonly code: ImageRejectedCode,
    message: string,
  ) {
    super(message);
  }

  static tooLarge(maxBytes: number): ImageRejected {
    const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    return new ImageRejected('too_large', `Each image must be at most ${megabytes} MB.`);
  }

  static unsupportedType(allowed: readonly ImageFormat[]): ImageRejected {
    return new ImageRejected('unsupported_type', `Each image must be a ${listFormats(allowed)} file.`);
  }

  static tooManyPixels(): ImageRejected {
    return new ImageRejected('too_many_pixels', 'This image is too large to process.');
  }

  /** Within the pixel cap, but its depth and channels would cost more than one decode may. */
  static tooCostly(): ImageRejected {
    return new ImageRejected('too_costly', messages.pictureTooCostly);
  }

  /** Each image fits, but together a request's images would hold a decode slot too long. */
  static requestTooCostly(): ImageRejected {
    return new ImageRejected('request_too_costly', messages.picturesTooCostlyTogether);
  }

  static corrupt(): ImageRejected {
    return new ImageRejected('corrupt', 'This image could not be read. Please choose another file.');
  }
}

function listFormats(formats: readonly ImageFormat[]): string {
  const names = formats.map((format) => format.toUpperCase());
  const last = names.pop();
  if (last === undefined) return 'supported image';
  return names.length === 0 ? last : `${names.join(', ')} or ${last}`;
}
