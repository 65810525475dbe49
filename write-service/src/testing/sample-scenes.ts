/**
 * Generated room photos for the duplicate-photo tests and the bench: a wall, a floor, a window,
 * a bed, a table and a lamp, placed and coloured by a seed, lit by a window light falling off
 * across the room, over a faint texture. Different seeds are different photos of similar rooms.
 */
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 900;

/** mulberry32: neighbouring seeds give unrelated sequences (a plain LCG's first draws would not). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function roomSceneSvg(seed: number): string {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => Math.floor(min + random() * (max - min));
  const floorY = between(HEIGHT * 0.55, HEIGHT * 0.7);
  const light = { x: between(0, WIDTH), y: between(0, HEIGHT / 2), r: between(WIDTH * 0.6, WIDTH * 1.1) };
  const grain = between(6, 16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="light" cx="${light.x}" cy="${light.y}" r="${light.r}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <pattern id="grain" width="${grain}" height="${grain}" patternUnits="userSpaceOnUse">
      <rect width="3" height="3" fill="#000" fill-opacity="0.08"/>
    </pattern>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${between(20, 80)},${between(20, 50)}%,${between(70, 90)}%)"/>
  <rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="hsl(30,40%,${between(30, 55)}%)"/>
  <rect x="${between(0, WIDTH - 300)}" y="${between(80, 230)}" width="${between(150, 300)}" height="${between(150, 300)}" fill="#bfe3ff" stroke="#fff" stroke-width="14"/>
  <rect x="${between(0, WIDTH - 450)}" y="${floorY - 120}" width="${between(300, 450)}" height="${between(140, 200)}" rx="16" fill="hsl(${between(0, 360)},35%,45%)"/>
  <rect x="${between(0, WIDTH - 200)}" y="${floorY - 60}" width="140" height="110" fill="#6b4a2b"/>
  <circle cx="${between(0, WIDTH)}" cy="${between(40, 240)}" r="${between(20, 50)}" fill="#ffe9a8"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grain)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
</svg>`;
}

/** The scene of `seed` as a 1200 x 900 PNG. */
export function roomScene(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(roomSceneSvg(seed))).png().toBuffer();
}

/** What a re-poster does to a photo: shrink and re-encode, convert, brighten, crop a little. */
export async function copiesOf(photo: Buffer): Promise<Record<string, Buffer>> {
  const crop = (left: number, top: number, right: number, bottom: number) => sharp(photo).extract({
    left: Math.round(WIDTH * left), top: Math.round(HEIGHT * top),
    width: Math.round(WIDTH * (1 - left - right)), height: Math.round(HEIGHT * (1 - top - bottom)),
  });
  return {
    'a third of the size as a low-quality JPEG': await sharp(photo).resize(400).jpeg({ quality: 40 }).toBuffer(),
    'a WebP at quality 50': await sharp(photo).webp({ quality: 50 }).toBuffer(),
    'brightened by 10 %': await sharp(photo).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
    'cropped by 2 % on every side': await crop(0.02, 0.02, 0.02, 0.02).png().toBuffer(),
    'cropped by 3 % at the top, shrunk and re-encoded': await crop(0, 0.03, 0, 0).resize(700).jpeg({ quality: 60 }).toBuffer(),
  };
}
