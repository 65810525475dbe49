/**
 * Multipart submissions as a browser sends them, with real images drawn by sharp, for the
 * listing HTTP tests and the authorisation matrix. Each picture is unique, so content-addressed
 * storage never hides whether a request wrote a file.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { ListingKind } from '@kamra/contracts/options';
import { listingStream } from '@kamra/contracts/events';
import { pakistanDate } from '@kamra/contracts/rules';
import { validAccessoryInput, validRoomInput, validRoommateInput } from '@kamra/contracts/testing';
import sharp from 'sharp';
import type { TestKamra } from '../testing/test-kamra.js';

export const SUBMIT_PATHS: Readonly<Record<ListingKind, string>> = {
  room: '/api/rooms',
  roommate: '/api/roommates',
  accessory: '/api/accessories',
};

let drawn = 0;

/** A unique picture: a colour no other call in this process draws, over a gradient. */
export async function picture(format: 'png' | 'jpeg' = 'png', width = 320, height = 240): Promise<Blob> {
  drawn += 1;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (drawn * 37) % 256;
    pixels[i + 1] = (drawn * 91 + x) % 256;
    pixels[i + 2] = Math.floor(drawn / 7) % 256;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

export async function pictures(count: number, format: 'png' | 'jpeg' = 'png'): Promise<Blob[]> {
  const all: Blob[] = [];
  for (let i = 0; i < count; i++) all.push(await picture(format));
  return all;
}

/** Valid text of each kind; the roommate's date is moved to a day that is never in the past. */
export function listingText(kind: ListingKind): Record<string, string> {
  switch (kind) {
    case 'room':
      return { ...validRoomInput };
    case 'roommate':
      return { ...validRoommateInput, availableFrom: pakistanDate(Date.now() + 30 * 24 * 3600 * 1000) };
    case 'accessory':
      return { ...validAccessoryInput };
  }
}

export interface ListingFormParts {
  text: Record<string, string>;
  pictures: readonly Blob[];
  /** A built-in avatar name, an uploaded photo, or nothing. */
  profile?: string | Blob;
  /** The file name each picture is sent under (the server must ignore it). */
  fileName?: string;
}

export function listingForm(parts: ListingFormParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.text)) form.append(name, value);
  parts.pictures.forEach((blob, index) => form.append('pictures', blob, parts.fileName ?? `photo-${index + 1}.png`));
  if (typeof parts.profile === 'string') form.append('profile', parts.profile);
  else if (parts.profile) form.append('profile', parts.profile, 'me.jpg');
  return form;
}

/** A valid submission of `kind` with `count` pictures and a built-in avatar. */
export async function validListingForm(kind: ListingKind, count = 3): Promise<FormData> {
  return listingForm({ text: listingText(kind), pictures: await pictures(count), profile: 'avatar-4' });
}

/** Submits a valid accessory as `token` and returns its id. */
export async function submittedListing(kamra: TestKamra, token: string): Promise<string> {
  const response = await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token, body: await validListingForm('accessory') });
  if (response.status !== 202) throw new Error(`could not submit a listing: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/** Every ListingSubmitted for this owner, wherever its stream. */
export async function submissionsBy(kamra: TestKamra, ownerId: string): Promise<number> {
  const events = await kamra.store.readAll({ maxCount: 100_000 });
  return events.filter((event) => event.type === 'ListingSubmitted' && event.data.ownerId === ownerId).length;
}

/** The stored images (not the folder where uploads wait while a request runs). */
export function uploadedFiles(kamra: TestKamra): string[] {
  try {
    return readdirSync(kamra.config.uploadDir).filter((name) => !name.startsWith('.')).sort();
  } catch {
    return [];
  }
}

export async function listingEvents(kamra: TestKamra, listingId: string) {
  return (await kamra.store.readStream(listingStream(listingId))).events;
}

/** Blocks a user the way the identity commands do, without depending on their route. */
export async function block(kamra: TestKamra, userId: string): Promise<void> {
  await kamra.store.appendToStream(`user-${userId}`, [{
    type: 'UserBlocked',
    data: { userId, reason: 'Blocked by a test' },
    metadata: {
      eventId: randomUUID(), actorId: null, actorRole: 'admin', correlationId: randomUUID(),
      causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
    },
  }], { expectedRevision: 'any' });
}

/** The file names of a listing's pictures as its first event (the submission) stored them. */
export async function submittedPictureFiles(kamra: TestKamra, listingId: string): Promise<string[]> {
  const first = (await listingEvents(kamra, listingId))[0];
  const pictures = first?.type === 'ListingSubmitted' ? (first.data as { pictures?: { file: string }[] }).pictures : undefined;
  if (!pictures) throw new Error(`listing ${listingId} has no submission`);
  return pictures.map((picture) => picture.file);
}

/**
 * An edit of the accessory `submittedListing` makes: its text with `changed` applied, the
 * pictures to keep (all of them, in order, unless told), and any new ones after them.
 */
export function revisionForm(parts: {
  text?: Record<string, string>;
  changed?: Record<string, string>;
  keep: readonly string[];
  pictures?: readonly Blob[];
  profile?: string | Blob;
}): FormData {
  const form = listingForm({ text: { ...(parts.text ?? listingText('accessory')), ...parts.changed }, pictures: parts.pictures ?? [], profile: parts.profile });
  form.append('keepPictures', JSON.stringify(parts.keep));
  return form;
}
