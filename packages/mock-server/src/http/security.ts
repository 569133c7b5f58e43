// Security headers and the CORS policy (issue 23 item 4). Every response carries nosniff, a
// same-origin referrer policy and a Content-Security-Policy the reference app runs under: its
// scripts, workers and audio worklets from this origin or blob: (Tone.js loads worklets from
// blobs), inline style attributes (Radix positions popovers with them), media, images and calls
// from this origin and the server's public URL. Only the embed player (/embed/…) may be framed
// by other sites. CORS reflects any origin only while dev controls are on (local development);
// otherwise it allows the configured origins, or the app's own origin when none are configured.
import type { CorsOptions } from 'cors';
import type { RequestHandler } from 'express';
import type { ResolvedOptions } from '../context';
import { MEDIA_CSP } from '../media/upload-content';

/** Paths other sites may put in a frame (1-generation §1 /embed/{id}). */
const FRAMEABLE_PREFIX = '/embed/';
const MEDIA_PREFIX = '/media/';

const originOf = (url: string): string => new URL(url).origin;

export function contentSecurityPolicy(options: ResolvedOptions, frameable: boolean): string {
  const media = [...new Set(["'self'", originOf(options.publicUrl)])].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self' blob:",
    'worker-src': "'self' blob:",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `${media} data: blob:`,
    'media-src': `${media} data: blob:`,
    'connect-src': `${media} data: blob:`,
    'font-src': "'self' data:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameable ? '*' : "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export function securityHeaders(options: ResolvedOptions): RequestHandler {
  const framed = contentSecurityPolicy(options, true);
  const unframed = contentSecurityPolicy(options, false);
  return (req, res, next) => {
    const frameable = req.path.startsWith(FRAMEABLE_PREFIX);
    // Media bytes are never a document: anything opened from /media runs sandboxed, no script.
    const media = req.path.startsWith(MEDIA_PREFIX);
    res.setHeader('Content-Security-Policy', media ? MEDIA_CSP : frameable ? framed : unframed);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (!frameable) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };
}

/** The CORS origins: any while dev controls are on and none are configured; else the list. */
export function corsOrigin(options: ResolvedOptions): CorsOptions['origin'] {
  if (options.corsOrigins !== null) return options.corsOrigins;
  return options.devControls ? true : [originOf(options.appUrl)];
}
