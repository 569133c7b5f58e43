// One error shape for every answer that is not a success: { detail, errors?, error_type? }.
// Handlers throw HttpError; a path that does not decode is a 400 (issue 32 item 6); anything else
// becomes a logged 500 without a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './bearer';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(400, detail, extra);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, detail);
export const paymentRequired = (detail: string) => new HttpError(402, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const unprocessable = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(422, detail, extra);

/** Unknown route or method: 404 {detail}. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not found.' });
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

/** The router's error for a path parameter whose percent-encoding does not decode. */
const isPathDecodeError = (error: BodyParserError): boolean =>
  error instanceof URIError ||
  (error.status === 400 && (error.message ?? '').startsWith('Failed to decode param'));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    res.type('application/json');
    if (error instanceof HttpError) {
      res.status(error.status).json({ ...error.extra, detail: error.detail });
      return;
    }
    const parserError = error as BodyParserError;
    if (isPathDecodeError(parserError)) {
      res.status(400).json({ detail: 'Malformed percent-encoding in the path.' });
      return;
    }
    if (
      parserError.expose === true &&
      typeof parserError.status === 'number' &&
      parserError.status < 500
    ) {
      const detail =
        parserError.type === 'entity.parse.failed'
          ? 'Malformed JSON body.'
          : (parserError.message ?? 'Bad request.');
      res.status(parserError.status).json({ detail });
      return;
    }
    logger.error(
      { err: error, method: req.method, url: redactUrl(req.originalUrl) },
      'unexpected error',
    );
    res.status(500).json({ detail: 'Internal server error.' });
  };
}
