/**
 * The write side's own index of picture hashes, to flag duplicate photos. The write side
 * never reads the read tables, so it keeps this itself, fed from the log (see
 * follow-picture-hashes.ts) and by the submit route the moment it appends.
 *
 * Lookup is multi-index hashing (Norouzi, Punjani and Fleet): the 64 bits are split into three
 * bands of 22, 21 and 21 bits, each band's value a key of its own map. Two hashes within
 * distance 8 cannot differ in 3 or more bits in every band (that would be 9), so they differ in
 * at most 2 bits in at least one band: probing, in each band, the query's value and every value
 * within 2 bits of it (254 or 232 keys) finds every match within DUPLICATE_MAX_DISTANCE. Buckets
 * hold about N / 2^21 pictures, so a lookup compares a few hundred hashes bit by bit instead of
 * every picture ever submitted.
 */
import { comparePositions, type GlobalPosition } from '@kamra/eventstore';
import { DUPLICATE_MAX_DISTANCE } from '../../uploads/picture-hash.js';

/** Bits per band, 64 in all. */
const BANDS: readonly number[] = [22, 21, 21];
/** Differing bits a matching band may have: floor(8 / 3) = 2 (pigeonhole). */
const BAND_RADIUS = Math.floor(DUPLICATE_MAX_DISTANCE / BANDS.length);
if (BANDS.reduce((a, b) => a + b, 0) !== 64) throw new Error('picture-hash bands must cover 64 bits');

/** `value` and every value of `bits` bits within `radius` (at most 2) differing bits of it. */
function neighbours(value: number, bits: number, radius: number): number[] {
  const all = [value];
  if (radius >= 1) for (let i = 0; i < bits; i++) all.push(value ^ (1 << i));
  if (radius >= 2) for (let i = 0; i < bits; i++) for (let j = i + 1; j < bits; j++) all.push(value ^ (1 << i) ^ (1 << j));
  return all;
}

export interface IndexedPicture {
  listingId: string;
  ownerId: string;
  picture: string;
  hash: string;
}

export interface PictureMatch {
  /** The matching picture already in the index. */
  entry: IndexedPicture;
  distance: number;
}

function halves(hash: string): { high: number; low: number } {
  return { high: Number.parseInt(hash.slice(0, 8), 16) >>> 0, low: Number.parseInt(hash.slice(8, 16), 16) >>> 0 };
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Bits that differ between two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  const x = halves(a);
  const y = halves(b);
  return popcount32((x.high ^ y.high) >>> 0) + popcount32((x.low ^ y.low) >>> 0);
}

function bandValues(hash: string): number[] {
  let rest = BigInt(`0x${hash}`);
  const values: number[] = [];
  for (const bits of BANDS) {
    values.push(Number(rest & ((1n << BigInt(bits)) - 1n)));
    rest >>= BigInt(bits);
  }
  return values;
}

export class PictureHashIndex {
  private readonly pictures: IndexedPicture[] = [];
  // Hot data in typed arrays: the scan and the candidate checks touch nothing else.
  private high = new Uint32Array(1024);
  private low = new Uint32Array(1024);
  private owners = new Int32Array(1024);
  /** Marks which entries the current lookup has compared, by lookup number (no Set per query). */
  private seenIn = new Uint32Array(1024);
  private lookups = 0;
  private readonly ownerNumbers = new Map<string, number>();
  private readonly bands: Map<number, number[]>[] = BANDS.map(() => new Map());
  private readonly known = new Map<string, number>();
  /** Where each picture's event sits in the log; unknown for one the submit route added before the feed saw it. */
  private readonly positions: Array<GlobalPosition | undefined> = [];

  get size(): number {
    return this.pictures.length;
  }

  /**
   * Idempotent by (listing, picture): the log and the submit route may both add the same one.
   * The log's feed gives the event's position, which a look "before a position" needs.
   */
  add(picture: IndexedPicture, position?: GlobalPosition): void {
    const key = `${picture.listingId}\u0000${picture.picture}`;
    const known = this.known.get(key);
    if (known !== undefined) {
      this.positions[known] ??= position;
      return;
    }
    const index = this.pictures.length;
    this.known.set(key, index);
    this.pictures.push(picture);
    this.positions[index] = position;
    if (index >= this.high.length) this.grow();
    const { high, low } = halves(picture.hash);
    this.high[index] = high;
    this.low[index] = low;
    this.owners[index] = this.ownerNumber(picture.ownerId);
    bandValues(picture.hash).forEach((value, band) => {
      const buckets = this.bands[band];
      const bucket = buckets?.get(value);
      if (bucket) bucket.push(index);
      else buckets?.set(value, [index]);
    });
  }

  /**
   * The closest picture within DUPLICATE_MAX_DISTANCE of another owner, earliest first on a tie;
   * with `before`, only among pictures whose events come before that position in the log.
   */
  nearestOfOtherOwner(hash: string, ownerId: string, before?: GlobalPosition): PictureMatch | null {
    const { high, low } = halves(hash);
    const owner = this.ownerNumbers.get(ownerId) ?? -1;
    this.lookups = (this.lookups + 1) >>> 0;
    const mark = this.lookups;
    let bestIndex = -1;
    let bestDistance = DUPLICATE_MAX_DISTANCE + 1;
    bandValues(hash).forEach((value, band) => {
      const buckets = this.bands[band];
      for (const key of neighbours(value, BANDS[band] ?? 0, BAND_RADIUS)) {
        for (const index of buckets?.get(key) ?? []) {
          if (this.seenIn[index] === mark) continue;
          this.seenIn[index] = mark;
          if (this.owners[index] === owner || (before !== undefined && !this.isBefore(index, before))) continue;
          const distance = popcount32(((this.high[index] ?? 0) ^ high) >>> 0) + popcount32(((this.low[index] ?? 0) ^ low) >>> 0);
          if (distance < bestDistance || (distance === bestDistance && index < bestIndex)) {
            bestIndex = index;
            bestDistance = distance;
          }
        }
      }
    });
    return this.matchOf(bestIndex, bestDistance);
  }

  /** The same answer by comparing with every picture: the baseline the bench measures against. */
  nearestOfOtherOwnerByScan(hash: string, ownerId: string): PictureMatch | null {
    const { high, low } = halves(hash);
    const owner = this.ownerNumbers.get(ownerId) ?? -1;
    let bestIndex = -1;
    let bestDistance = DUPLICATE_MAX_DISTANCE + 1;
    for (let index = 0; index < this.pictures.length; index++) {
      if (this.owners[index] === owner) continue;
      const distance = popcount32(((this.high[index] ?? 0) ^ high) >>> 0) + popcount32(((this.low[index] ?? 0) ^ low) >>> 0);
      if (distance < bestDistance) {
        bestIndex = index;
        bestDistance = distance;
      }
    }
    return this.matchOf(bestIndex, bestDistance);
  }

  private isBefore(index: number, position: GlobalPosition): boolean {
    const at = this.positions[index];
    return at !== undefined && comparePositions(at, position) < 0;
  }

  private ownerNumber(ownerId: string): number {
    let number = this.ownerNumbers.get(ownerId);
    if (number === undefined) {
      number = this.ownerNumbers.size;
      this.ownerNumbers.set(ownerId, number);
    }
    return number;
  }

  private grow(): void {
    const size = this.high.length * 2;
    const copy = <T extends Uint32Array | Int32Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.high = copy(this.high, new Uint32Array(size));
    this.low = copy(this.low, new Uint32Array(size));
    this.owners = copy(this.owners, new Int32Array(size));
    this.seenIn = copy(this.seenIn, new Uint32Array(size));
  }

  private matchOf(index: number, distance: number): PictureMatch | null {
    const entry = this.pictures[index];
    if (entry === undefined || distance > DUPLICATE_MAX_DISTANCE) return null;
    const { listingId, ownerId, picture, hash } = entry;
    return { entry: { listingId, ownerId, picture, hash }, distance };
  }
}
