import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The headers of every answer, pages and API alike. The CSP allows what the built client
 * needs and nothing else: its own scripts, inline styles (React style props and the rich-text
 * editor set them), images from us, data:/blob: previews and Google profile photos, and
 * video players embedded in blogs. No page of ours may be framed (frame-ancestors 'none'
 * and X-Frame-Options: DENY for older browsers).
 */
export function securityHeaders(): RequestHandler {
  const headers = Object.entries(headersSetBy(helmet({
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
  })));
  // Helmet is the source of the values; they depend on nothing in the request, so they are
  // worked out once and each answer only sets them.
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a middleware sets on an answer, found by running it once against a recorder.
 * Helmet only sets headers (and removes X-Powered-By, which the frame never sends); one that
 * did more, or did not call next at once, would fail here at start rather than go missing.
 */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string | number | readonly string[]> {
  const headers: Record<string, string | number | readonly string[]> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') throw new Error(`security headers would remove ${name}`);
    },
  };
  let called = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  });
  if (!called) throw new Error('security headers did not finish at once');
  return headers;
}
