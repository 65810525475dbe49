/**
 * Reading the multipart form of a listing submission, its files spooled to disk, with limits
 * that cut a too-large or too-many-files upload off early. Multer's errors become 4xx with the
 * spec's messages here, so none reaches the error handler as a 500.
 */
import type { ListingKind } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { IMAGE_LIMITS, MAX_UPLOAD_BYTES } from '@kamra/contracts/uploads';
import { AppError, ValidationError } from '@kamra/platform';
import type { Request, Response } from 'express';
import multer from 'multer';
import { discardWhenDone, spooled, spoolStorage, type SpooledFile } from '../uploads/index.js';

export interface ListingForm {
  /** The text fields as sent (strings, or arrays when a name repeats). */
  text: Record<string, unknown>;
  pictures: SpooledFile[];
  profile: SpooledFile | null;
}

const MOST_PICTURES = Math.max(...Object.values(IMAGE_LIMITS).map((limit) => limit.max));

const parser = (uploadDir: string) => multer({
  storage: spoolStorage(uploadDir),
  limits: {
    // One byte over the rule, so our own check (with its message) decides at the boundary,
    // while a 30 MB file is still cut off after 10 MB instead of being buffered whole.
    fileSize: MAX_UPLOAD_BYTES + 1,
    files: MOST_PICTURES + 1,
    fields: 40,
    fieldSize: 64 * 1024,
    fieldNameSize: 100,
    parts: 60,
  },
});

export async function readListingForm(kind: ListingKind, req: Request, res: Response, uploadDir: string): Promise<ListingForm> {
  const middleware = parser(uploadDir).fields([
    { name: 'pictures', maxCount: IMAGE_LIMITS[kind].max },
    { name: 'profile', maxCount: 1 },
  ]);
  discardWhenDone(req, res);
  await new Promise<void>((resolve, reject) => {
    middleware(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) reject(formError(kind, error));
      else resolve();
    });
  });
  return formOf(req);
}

async function formOf(req: Request): Promise<ListingForm> {
  const files = req.files !== undefined && !Array.isArray(req.files) ? req.files : {};
  const body: unknown = req.body;
  const profile = files.profile?.[0];
  return {
    text: typeof body === 'object' && body !== null ? { ...body } : {},
    pictures: await Promise.all((files.pictures ?? []).map(spooled)),
    profile: profile ? await spooled(profile) : null,
  };
}

function formError(kind: ListingKind, error: unknown): AppError {
  if (!(error instanceof multer.MulterError)) return new AppError('bad_request', messages.multipartUnreadable);
  const field = error.field ?? 'pictures';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ValidationError(messages.pictureTooLarge, { [field]: messages.pictureTooLarge });
    case 'LIMIT_FILE_COUNT':
      return new ValidationError(IMAGE_LIMITS[kind].message, { pictures: IMAGE_LIMITS[kind].message });
    case 'LIMIT_UNEXPECTED_FILE':
      if (field === 'pictures') return new ValidationError(IMAGE_LIMITS[kind].message, { pictures: IMAGE_LIMITS[kind].message });
      return new ValidationError(messages.listingUploadUnexpected, { [field]: messages.listingUploadUnexpected });
    case 'LIMIT_FIELD_VALUE':
      return new ValidationError(messages.textTooLong, { [field]: messages.textTooLong });
    default:
      return new AppError('payload_too_large', messages.listingFormTooLarge);
  }
}
