import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The headers of every answer, pages and API alike. The CSP allows what the built client
 * needs and nothing else: its own scripts, inline styles (React style props and the rich-text
 * editor set them), images from us, data:/blob: previews and Google profile photos, and
 * video players embedded in blogs. No page of ours may be framed (frame-ancestors 'none'
 * and X-Frame-Options: DENY for older browsers).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Blogs embed players from other origins; they would refuse to load under require-corp.
    crossOriginEmbedderPolicy: false,
  });
}
