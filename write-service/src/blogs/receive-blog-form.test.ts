import { messages } from '@kamra/contracts/messages';
import { BadRequestError, ValidationError } from '@kamra/platform';
import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './receive-blog-form.js';

describe('refusals of the blog upload', () => {
  it('name the pictures field for a file that is too large or one too many', () => {
    const tooLarge = uploadRefusal(new multer.MulterError('LIMIT_FILE_SIZE', 'pictures'));
    expect(tooLarge).toBeInstanceOf(ValidationError);
    expect(tooLarge).toMatchObject({ message: messages.pictureTooLarge, fields: { pictures: messages.pictureTooLarge } });

    for (const code of ['LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE'] as const) {
      expect(uploadRefusal(new multer.MulterError(code, 'pictures'))).toMatchObject({
        code: 'validation_failed', message: messages.blogPicturesCount, fields: { pictures: messages.blogPicturesCount },
      });
    }
  });

  it('point a file in another field to the pictures field', () => {
    const refusal = uploadRefusal(new multer.MulterError('LIMIT_UNEXPECTED_FILE', 'cover'));
    expect(refusal).toBeInstanceOf(BadRequestError);
    expect(refusal.message).toBe(messages.blogPictureFieldUnexpected);
  });

  it('call an oversized form too large (413) and a broken body a bad request', () => {
    expect(uploadRefusal(new multer.MulterError('LIMIT_FIELD_VALUE', 'content'))).toMatchObject({ code: 'payload_too_large', message: messages.blogFormTooLarge });
    expect(uploadRefusal(new Error('Unexpected end of form'))).toMatchObject({ code: 'bad_request', message: messages.badRequest });
  });
});
