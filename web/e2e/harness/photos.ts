// Files a lister picks in the browser: a 12-megapixel phone photo, small PNGs, and a PNG that
// no decoder can read (a real signature, then nothing).
import sharp from 'sharp';

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** 4000 x 3000 JPEG at quality 92 with sensor-like grain: several MB, as a phone writes it. */
export async function phonePhoto(name = 'IMG_20261123_101500.jpg'): Promise<PickedFile> {
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .blur(1.2)
    .png()
    .toBuffer();
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e2c4"/><stop offset="1" stop-color="#8a5a3b"/></linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#g)"/>
    <rect x="2500" y="400" width="1100" height="900" fill="#bfe0ff" stroke="#5a3b20" stroke-width="40"/>
    <rect x="400" y="1700" width="1900" height="700" rx="60" fill="#2f6f5e"/>
  </svg>`);
  const buffer = await sharp(grain).composite([{ input: scene, blend: 'soft-light' }]).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function smallPhoto(label: string, colour = '#0b6e5f'): Promise<PickedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f0faf7"/><rect x="80" y="300" width="640" height="220" rx="24" fill="${colour}"/>
    <text x="400" y="200" text-anchor="middle" font-family="sans-serif" font-size="72" fill="${colour}">${label}</text></svg>`;
  return { name: `${label.toLowerCase().replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

export async function unreadablePng(): Promise<PickedFile> {
  const real = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return { name: 'broken.png', mimeType: 'image/png', buffer: real.subarray(0, 40) };
}
