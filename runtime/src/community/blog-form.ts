/** Multipart blog forms with real generated images, for the HTTP tests and matrix. Tests only. */
import sharp from 'sharp';
import { gradientPixels, png } from '@kamra/write-service/testing';

export interface BlogFields {
  title?: string;
  description?: string;
  category?: string;
  content?: string;
}

export const A_BLOG: Required<BlogFields> = {
  title: 'Renting in Lahore',
  description: 'What to check before you sign',
  category: 'Room & Rental Insights',
  content: '<p>Check the <strong>water supply</strong> first.</p>',
};

export interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

export async function pngUpload(width = 1200, height = 800): Promise<Upload> {
  return { bytes: await png(width, height), name: 'cover.png', type: 'image/png' };
}

export async function jpegUpload(width = 900, height = 600): Promise<Upload> {
  const bytes = await sharp(gradientPixels(width, height), { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
  return { bytes, name: 'inside.jpg', type: 'image/jpeg' };
}

export function blogForm(fields: BlogFields = A_BLOG, pictures: readonly Upload[] = [], field = 'pictures'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const picture of pictures) {
    form.append(field, new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name);
  }
  return form;
}
