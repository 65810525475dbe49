import type { ImageView } from '../read-models';

/** The long side of a stored picture's thumbnail: the write side makes it, the pages offer it. */
export const THUMB_LONG_SIDE = 400;

/**
 * A srcset of the stored sizes of a picture: the thumbnail and the full picture, each with its
 * true width (a portrait's thumbnail is narrower than 400 px). A picture no larger than its
 * thumbnail has one size, so none is offered. A phone that needs no more than the thumbnail's
 * pixels (one device pixel per CSS pixel) then downloads a tenth of the bytes. The app's
 * gallery and the server's first view and summary offer the same, so a browser fetches one
 * file for all of them.
 */
export function pictureSrcSet(picture: Pick<ImageView, 'url' | 'thumbUrl' | 'width' | 'height'>): string | undefined {
  const longSide = Math.max(picture.width, picture.height);
  if (longSide <= THUMB_LONG_SIDE || picture.thumbUrl === picture.url) return undefined;
  const thumbWidth = Math.round((picture.width * THUMB_LONG_SIDE) / longSide);
  return `${picture.thumbUrl} ${thumbWidth}w, ${picture.url} ${picture.width}w`;
}

/** The gallery's main picture: the page's width on a phone, its column beside the aside from 960 px. */
export const GALLERY_SIZES = '(min-width: 960px) 800px, 100vw';
