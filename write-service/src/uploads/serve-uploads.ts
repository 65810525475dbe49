import express, { type Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import type { PictureStore } from './image-store.js';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Serves stored pictures at GET /uploads/{file}, from whichever storage holds them; mount it at
 * the app root. A name is a hash of its content, so a response may be cached forever.
 */
export function serveUploads(pictures: PictureStore): Router {
  const router = express.Router();

  router.get('/uploads/:file', async (req, res) => {
    const bytes = await pictures.read(req.params.file);
    if (bytes === null) {
      notFound(res);
      return;
    }
    res.set({
      'Cache-Control': `public, max-age=${ONE_YEAR_S}, immutable`,
      // WebP, but for the thumbnails' JPEGs that emails show.
      'Content-Type': req.params.file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      // Pictures are public and shown elsewhere too: in alert emails a webmail page loads them
      // from its own origin, which the default same-origin resource policy would refuse.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // The name is the content: it is the validator too, and a revalidation is answered 304.
      ETag: `"${req.params.file}"`,
    });
    // send answers a matching If-None-Match with 304.
    res.send(bytes);
  });

  return router;
}

function notFound(res: express.Response): void {
  // A name can start existing a moment later (an upload in flight), so a miss must not be cached.
  res
    .status(404)
    .set('Cache-Control', 'no-store')
    .json({ error: { code: 'not_found', message: messages.imageNotFound } });
}
