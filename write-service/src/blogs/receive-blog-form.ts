import type { Request, Response } from 'express';
import multer from 'multer';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { messages } from '@kamra/contracts/messages';
import { BLOG_IMAGE_LIMIT } from '@kamra/contracts/uploads';
import { AppError, BadRequestError, ValidationError } from '@kamra/platform';
import { discardWhenDone, MAX_UPLOAD_BYTES, spooled, spoolStorage, type SpooledFile } from '../uploads/index.js';

export const BLOG_PICTURES_FIELD = 'pictures';

export interface BlogForm {
  fields: Record<string, unknown>;
  pictures: SpooledFile[];
}

const upload = (uploadDir: string) => multer({
  storage: spoolStorage(uploadDir),
  limits: {
    // One byte above the pipeline's own limit: multer stops reading a far larger file early,
    // and processImage gives the exact message for one just over the line.
    fileSize: MAX_UPLOAD_BYTES + 1,
    files: BLOG_IMAGE_LIMIT.max,
    fields: 10,
    // Room for the longest allowed body even if every character takes four UTF-8 bytes.
    fieldSize: TEXT_LIMITS.blogContent * 4,
    parts: BLOG_IMAGE_LIMIT.max + 10,
  },
}).array(BLOG_PICTURES_FIELD, BLOG_IMAGE_LIMIT.max);

/**
 * Reads the multipart blog form, its pictures spooled to disk (at most BLOG_IMAGE_LIMIT.max
 * files of about 10 MB each). Every refusal is the sender's doing, so each becomes a 4xx.
 */
export async function receiveBlogForm(req: Request, res: Response, uploadDir: string): Promise<BlogForm> {
  discardWhenDone(req, res);
  await new Promise<void>((resolve, reject) => {
    upload(uploadDir)(req, res, (error: unknown) => {
      if (error !== undefined && error !== null) reject(uploadRefusal(error));
      else resolve();
    });
  });
  const files = Array.isArray(req.files) ? req.files : [];
  const fields: unknown = req.body;
  return {
    fields: typeof fields === 'object' && fields !== null ? { ...fields } : {},
    pictures: await Promise.all(files.map(spooled)),
  };
}

export function uploadRefusal(error: unknown): AppError {
  if (!(error instanceof multer.MulterError)) {
    // busboy's own errors: a cut-off body or a malformed part.
    return new BadRequestError(messages.badRequest);
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ValidationError(messages.pictureTooLarge, { [BLOG_PICTURES_FIELD]: messages.pictureTooLarge });
    case 'LIMIT_FILE_COUNT':
      return new ValidationError(messages.blogPicturesCount, { [BLOG_PICTURES_FIELD]: messages.blogPicturesCount });
    case 'LIMIT_UNEXPECTED_FILE':
      // array() reports an extra file in the right field with this code too.
      return error.field === BLOG_PICTURES_FIELD
        ? new ValidationError(messages.blogPicturesCount, { [BLOG_PICTURES_FIELD]: messages.blogPicturesCount })
        : new BadRequestError(messages.blogPictureFieldUnexpected);
    default:
      return new AppError('payload_too_large', messages.blogFormTooLarge);
  }
}
