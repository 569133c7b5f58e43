// Static hosting of a built single-page app (createApp option staticDir, CLI --static <dir>).
// Files are served with their content type; Vite's content-hashed files under assets/ are cached
// for a year as immutable, everything else (index.html first) is revalidated on every load. Any
// GET or HEAD that is not /api/*, not a media route and does not name a file (no extension in its
// last segment) answers index.html, so the app's client-side routes survive a reload.
// /favicon.ico (asked for by clients that do not read the page's icon link) answers the app's
// favicon.svg when the build has no favicon.ico.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** Cache-Control of content-hashed build output (assets/…). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html and unhashed files: always revalidated. */
export const REVALIDATE_CACHE = 'no-cache';

const HASHED_DIR = `${path.sep}assets${path.sep}`;
const FAVICON_ICO = '/favicon.ico';
const FAVICON_SVG = 'favicon.svg';
const RESERVED_PREFIXES = ['/api/', '/media/'];

function isReserved(urlPath: string): boolean {
  return (
    urlPath === '/api' ||
    urlPath === '/media' ||
    RESERVED_PREFIXES.some((prefix) => urlPath.startsWith(prefix))
  );
}

/** True when the last path segment has an extension, i.e. the request names a file. */
function namesFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** Throws a clear error when `dir` is not a directory holding index.html. */
export function checkStaticDir(dir: string): string {
  const root = path.resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new Error(`Static directory ${root} does not exist or is not a directory.`);
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`Static directory ${root} has no index.html (build the app first).`);
  return root;
}

/** Middleware serving `dir` and its SPA fallback; non-matching requests fall through. */
export function staticHosting(dir: string): RequestHandler[] {
  const root = checkStaticDir(dir);
  const setHeaders = (res: Response, file: string) => {
    const relative = file.slice(root.length);
    res.setHeader(
      'Cache-Control',
      relative.startsWith(HASHED_DIR) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    );
  };
  const files = express.static(root, {
    index: 'index.html',
    redirect: false,
    fallthrough: true,
    dotfiles: 'ignore',
    setHeaders,
  });
  const guardedFiles: RequestHandler = (req, res, next) =>
    isReserved(req.path) ? next() : files(req, res, next);
  const svgIcon = path.join(root, FAVICON_SVG);
  const favicon: RequestHandler = (req, res, next) => {
    if (req.path !== FAVICON_ICO || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!existsSync(svgIcon)) return next();
    res.setHeader('Cache-Control', REVALIDATE_CACHE);
    res.type('image/svg+xml');
    res.sendFile(svgIcon, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isReserved(req.path) || namesFile(req.path)) return next();
    res.setHeader('Cache-Control', REVALIDATE_CACHE);
    res.sendFile(path.join(root, 'index.html'), (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };
  return [guardedFiles, favicon, fallback];
}
