// A room submitted through the real write API, as the room wizard would send it.
import { validRoomInput } from '@kamra/contracts/testing';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

let drawn = 0;

/** A small PNG in a colour no other call draws, so every upload is a new file. */
export async function pngPicture(width = 480, height = 360): Promise<Buffer> {
  drawn += 1;
  const colour = { r: (drawn * 53) % 256, g: (drawn * 97) % 256, b: (drawn * 31) % 256 };
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** The session token the app stored after signing in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('kamra.token'));
  if (token === null) throw new Error('not signed in');
  return token;
}

/** POST /api/rooms as the holder of `token`; returns the new listing's id. */
export async function submitRoom(
  baseUrl: string,
  token: string,
  fields: { tagline: string; address: string; rent?: string },
  pictures?: readonly Buffer[],
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validRoomInput, ...fields })) form.append(name, value);
  const files = pictures ?? [await pngPicture(), await pngPicture(), await pngPicture()];
  for (const [index, bytes] of files.entries()) {
    form.append('pictures', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `room-${index + 1}.png`);
  }
  form.append('profile', 'avatar-2');
  const response = await fetch(`${baseUrl}/api/rooms`, { method: 'POST', headers: { 'auth-token': token }, body: form });
  if (response.status !== 202) throw new Error(`room not submitted: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return id;
}
