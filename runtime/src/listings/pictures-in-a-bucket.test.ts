/**
 * With S3_BUCKET set, the whole app keeps pictures in the bucket: a submission's pictures are
 * stored there, not in UPLOAD_DIR, and /uploads/{file} serves them from it with the same
 * headers. The bucket is s3rver started here, since no S3 server can be installed on these machines.
 */
import { listingStream, parseEvent } from '@kamra/contracts/events';
import { S3ImageStore } from '@kamra/platform';
import { startS3StandIn, type S3StandIn } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import { submittedListing, uploadedFiles } from './listing-forms.js';

describe('pictures in an S3-compatible bucket', () => {
  let s3: S3StandIn;
  let kamra: TestKamra;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    const { bucket, endpoint, region } = s3.config;
    kamra = await startTestKamra({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint ?? '', S3_REGION: region });
  });
  afterAll(async () => {
    await kamra?.close();
    await s3?.close();
  });

  it('stores a submission\'s pictures in the bucket and serves them from it', async () => {
    const owner = await kamra.signIn();
    const id = await submittedListing(kamra, owner.token);
    const [recorded] = (await kamra.store.readStream(listingStream(id))).events;
    const submitted = recorded && parseEvent(recorded.type, recorded.data, recorded.metadata.schemaVersion);
    const first = submitted?.type === 'ListingSubmitted' ? submitted.data.pictures[0] : undefined;
    if (!first) throw new Error('no pictures submitted');

    expect(uploadedFiles(kamra)).toEqual([]);
    const bucket = new S3ImageStore(s3.config);
    expect(await bucket.has(first.file)).toBe(true);
    expect(await bucket.has(first.thumb)).toBe(true);
    bucket.close();

    const served = await kamra.request(`/uploads/${first.file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
