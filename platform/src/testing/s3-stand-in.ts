/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export interface S3StandIn {
  /** Settings that point the S3 adapter at it, with a bucket made for the test. */
  config: S3Config;
  close(): Promise<void>;
}

/** s3rver's fixed keys; the SDK reads them from the environment like any credentials. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A stand-in S3-protocol server in this process (s3rver) on 127.0.0.1 and a free port, over a
 * temporary folder: no real S3 (nor MinIO) can be installed here, so the S3 adapter is tested
 * against this.
 */
export async function startS3StandIn(bucket = 'kamra-pictures'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kamra-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  Object.assign(process.env, CREDENTIALS);
  return {
    config: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
