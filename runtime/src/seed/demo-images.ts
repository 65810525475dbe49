import sharp from 'sharp';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { PictureStore } from '@kamra/write-service';
import { SeededRandom } from './seeded-random.js';

const WIDTH = 1200;
const HEIGHT = 900;
const WALLS = ['#f4e9d8', '#e8f0ea', '#e6ecf5', '#f7e4e1', '#efe6f4', '#fdf3d6', '#e0f0f4'];
const FLOORS = ['#b08968', '#9c6644', '#c8b6a6', '#7f5539', '#d6ccc2', '#a98467'];
const ACCENTS = ['#577590', '#43aa8b', '#f3722c', '#90be6d', '#277da1', '#f9c74f', '#e76f51', '#6d597a'];

/** A calm, room-like picture: a lit wall, a floor, a window, a bed or sofa and a rug. */
function roomSvg(random: SeededRandom): string {
  const wall = random.pick(WALLS);
  const floor = random.pick(FLOORS);
  const accent = random.pick(ACCENTS);
  const second = random.pick(ACCENTS);
  const horizon = random.int(560, 650);
  const windowX = random.int(120, 720);
  const bedX = random.int(80, 620);
  const sofa = random.chance(0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${wall}"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#3b2a20"/></linearGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#fefae0"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
    <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)"/>
    <rect x="${windowX}" y="110" width="300" height="240" rx="6" fill="url(#sky)" stroke="#ffffff" stroke-width="14"/>
    <line x1="${windowX + 150}" y1="110" x2="${windowX + 150}" y2="350" stroke="#ffffff" stroke-width="10"/>
    <rect x="${windowX - 30}" y="96" width="40" height="300" fill="${second}" opacity="0.7"/>
    <rect x="${windowX + 290}" y="96" width="40" height="300" fill="${second}" opacity="0.7"/>
    ${sofa
      ? `<rect x="${bedX}" y="${horizon - 150}" width="440" height="170" rx="36" fill="${accent}"/>
         <rect x="${bedX + 20}" y="${horizon - 210}" width="400" height="90" rx="30" fill="${accent}" opacity="0.85"/>`
      : `<rect x="${bedX}" y="${horizon - 120}" width="460" height="150" rx="14" fill="#ffffff"/>
         <rect x="${bedX}" y="${horizon - 200}" width="40" height="230" rx="8" fill="#6b4f3a"/>
         <rect x="${bedX + 60}" y="${horizon - 150}" width="120" height="50" rx="20" fill="#f1f1f1" stroke="#dddddd"/>
         <rect x="${bedX + 200}" y="${horizon - 110}" width="260" height="120" rx="10" fill="${accent}"/>`}
    <ellipse cx="${WIDTH / 2}" cy="${horizon + 170}" rx="360" ry="70" fill="${second}" opacity="0.55"/>
    <circle cx="${random.int(900, 1100)}" cy="${horizon - 260}" r="46" fill="#fff8e1" stroke="${accent}" stroke-width="8"/>
  </svg>`;
}

/** Generates `count` distinct room pictures once and stores them; listings reuse the refs. */
export async function createDemoImages(images: PictureStore, count: number, random: SeededRandom): Promise<ImageRef[]> {
  const refs: ImageRef[] = [];
  for (let n = 0; n < count; n++) {
    const png = sharp(Buffer.from(roomSvg(random)));
    const image = await png.clone().webp({ quality: 80 }).toBuffer();
    const thumb = await png.clone().resize({ width: 400 }).webp({ quality: 75 }).toBuffer();
    refs.push(await images.save({ image, thumb, width: WIDTH, height: HEIGHT }));
  }
  return refs;
}
