import type { KamraConfig } from '../config.js';
import type { ImageStore } from './image-store.js';
import { LocalImageStore } from './local-image-store.js';
import { S3ImageStore } from './s3-image-store.js';

/** The bucket when S3_BUCKET is set, else UPLOAD_DIR on this machine's disk. */
export function openImageStore(config: Pick<KamraConfig, 's3' | 'uploadDir'>): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(config.uploadDir);
}
