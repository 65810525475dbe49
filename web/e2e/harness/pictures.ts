// Listing and blog pictures drawn as SVG and turned into PNG with sharp, then stored exactly
// as an upload would be: processImage (WebP + thumbnail) and the write side's PictureStore.
import sharp from 'sharp';
import type { ImageRef } from '@kamra/contracts/uploads';
import { LocalImageStore } from '@kamra/platform';
import { PictureStore, processImage } from '@kamra/write-service';

const palettes = [
  ['#0b6e5f', '#dcf2ec', '#f4a62a'],
  ['#8a4b2a', '#fdf0d8', '#149a85'],
  ['#34495e', '#eef2f5', '#e67e22'],
  ['#6c3483', '#f5eef8', '#16a085'],
  ['#1f618d', '#eaf2f8', '#d35400'],
] as const;

/** A simple room: wall, floor, window and a bed, in one of a few colour schemes. */
function roomSvg(variant: number, label: string): string {
  const [dark, light, accent] = palettes[variant % palettes.length] ?? palettes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="620" fill="${light}"/>
  <rect y="620" width="1200" height="280" fill="${dark}" opacity="0.85"/>
  <rect x="760" y="120" width="300" height="260" rx="12" fill="#cfe8ff" stroke="${dark}" stroke-width="16"/>
  <path d="M910 120v260M760 250h300" stroke="${dark}" stroke-width="10"/>
  <rect x="120" y="470" width="520" height="190" rx="24" fill="${accent}"/>
  <rect x="120" y="400" width="140" height="110" rx="20" fill="#ffffff"/>
  <rect x="100" y="640" width="560" height="40" rx="10" fill="${dark}"/>
  <text x="1140" y="820" text-anchor="end" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${label}</text>
</svg>`;
}

export class PictureMaker {
  private readonly store: PictureStore;
  private count = 0;

  constructor(uploadDir: string) {
    this.store = new PictureStore(new LocalImageStore(uploadDir), uploadDir);
  }

  async picture(label: string): Promise<ImageRef> {
    const variant = this.count++;
    const png = await sharp(Buffer.from(roomSvg(variant, label))).png().toBuffer();
    const ref = await this.store.save(await processImage(png));
    return { file: ref.file, thumb: ref.thumb, width: ref.width, height: ref.height };
  }

  async pictures(label: string, count: number): Promise<ImageRef[]> {
    const refs: ImageRef[] = [];
    for (let index = 1; index <= count; index++) refs.push(await this.picture(`${label} ${index}`));
    return refs;
  }
}
