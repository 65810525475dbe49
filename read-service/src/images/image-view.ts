import { uploadUrl, type ImageRef } from '@kamra/contracts/uploads';
import type { ImageView } from '@kamra/contracts/read-models';

/** A stored picture as clients show it: full size and thumbnail URLs with the full size's dimensions. */
export function imageView(ref: ImageRef): ImageView {
  return { url: uploadUrl(ref.file), thumbUrl: uploadUrl(ref.thumb), width: ref.width, height: ref.height };
}
