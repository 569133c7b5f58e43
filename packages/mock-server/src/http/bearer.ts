// The bearer token of a request: the Authorization header, or (realtime only, since EventSource
// cannot send headers) the ?token= query parameter, which the request log redacts.
import type { Request } from 'express';

export function bearerToken(req: Request, allowQuery: boolean): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match) return match[1]!.trim();
  }
  if (allowQuery && typeof req.query.token === 'string' && req.query.token !== '')
    return req.query.token;
  return null;
}

/** A request URL with the value of every `token` query parameter replaced, for logs. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
