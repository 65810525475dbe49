import express, { type Router } from 'express';
import { ImageStore, isStoredImageName } from './image-store.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves stored pictures at GET /uploads/{file}; mount it at the app root. A name is a hash of
 * its content, so a response may be cached forever.
 */
export function serveUploads(dir: string): Router {
  const store = new ImageStore(dir);
  const router = express.Router();

  router.get('/uploads/:file', (req, res) => {
    const { file } = req.params;
    if (!isStoredImageName(file)) {
      notFound(res);
      return;
    }
    res.sendFile(
      store.pathFor(file),
      {
        maxAge: ONE_YEAR_MS,
        immutable: true,
        // Pictures are public and shown elsewhere too: in alert emails a webmail page loads them
        // from its own origin, which the default same-origin resource policy would refuse.
        headers: { 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'cross-origin' },
      },
      (error) => {
        if (error && !res.headersSent) notFound(res);
      },
    );
  });

  return router;
}

function notFound(res: express.Response): void {
  // A name can start existing a moment later (an upload in flight), so a miss must not be cached.
  res
    .status(404)
    .set('Cache-Control', 'no-store')
    .json({ error: { code: 'not_found', message: 'This image does not exist.' } });
}
