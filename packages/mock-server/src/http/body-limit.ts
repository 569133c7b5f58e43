// The JSON body limit, enforced on the declared length before any of the body is read. The
// body parser enforces its own limit too, but it answers only once the whole body has arrived
// (it reads off the rest first): a client declaring 1 GB would hold the request open until it
// sent all of it. A chunked body (no declared length) is counted by the parser, which discards
// what passes the limit without keeping it.
import type { RequestHandler } from 'express';
import { JSON_BODY_LIMIT_BYTES } from '@cadenza/sdk';

/** Decided once in the SDK's constants (spec silent): JSON request bodies up to 10 MiB. */
export { JSON_BODY_LIMIT_BYTES };

export function declaredLengthLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    const isJson = (req.headers['content-type'] ?? '').toLowerCase().includes('json');
    if (!isJson || !Number.isFinite(declared) || declared <= limit) return next();
    res.setHeader('Connection', 'close');
    res.status(413).json({ detail: `The request body is larger than ${limit} bytes.` });
  };
}
