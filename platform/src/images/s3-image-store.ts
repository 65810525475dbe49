import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertFlatName, type ImageStore, type StoredImageInfo } from './image-store.js';

/**
 * Pictures as objects in an S3-compatible bucket (S3, R2, MinIO), so every instance on every
 * machine serves the same ones. Path-style addresses (`endpoint/bucket/name`), which every
 * S3-compatible service accepts. An object appears whole when its PUT completes.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: true,
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
    });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    assertFlatName(name);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: bytes, ContentLength: bytes.length }));
  }

  async get(name: string): Promise<Buffer | null> {
    assertFlatName(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    assertFlatName(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      // HEAD has no body, so a missing object comes back as a bare 404.
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertFlatName(name);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async *list(): AsyncIterable<StoredImageInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { name: object.Key, storedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
