/**
 * The image-storage port: where stored pictures are kept, by name. Local disk is one adapter,
 * S3-compatible object storage the other; everything that writes, reads, serves, deletes or
 * sweeps pictures goes through it, so every instance of a deployment sees the same pictures.
 *
 * Names are flat (no folders) and chosen by the caller; the write service names pictures by
 * their content, so a name's bytes never change and a second put of a name may be skipped.
 */
export interface ImageStore {
  /** Stores the bytes under the name; a reader never sees part of them under it. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or null when there are none. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Removes the name; one that is not there is no error. */
  delete(name: string): Promise<void>;
  /** Every stored name with when it was stored, in no particular order. */
  list(): AsyncIterable<StoredImageInfo>;
}

export interface StoredImageInfo {
  name: string;
  storedAt: Date;
}

const FLAT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A name either adapter can hold as it is: no folders, no dot-files, no way out of the store. */
export function assertFlatName(name: string): void {
  if (!FLAT_NAME.test(name) || name.includes('..')) throw new Error(`Not a storable image name: ${JSON.stringify(name)}`);
}
