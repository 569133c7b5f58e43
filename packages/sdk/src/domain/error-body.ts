/** Reading an error response body (JSON value, text, or unreadable) the same way everywhere. */

export interface ErrorBody {
  /** The body could be read. */
  readonly readable: boolean;
  /** The whole body as text ('' when unreadable). */
  readonly text: string;
  /** The body's detail, or the text body itself. */
  readonly detail: string | null;
  /** The body's error_type, when it has one. */
  readonly errorType: string | null;
  /** The body's max_length (lyrics_too_long), when it has one. */
  readonly maxLength: number | null;
}

const field = (body: object, name: string): unknown =>
  Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads a response body: a parsed JSON value, a text body, or undefined when it could not be read. */
export function readErrorBody(body: unknown): ErrorBody {
  if (body === undefined)
    return { readable: false, text: '', detail: null, errorType: null, maxLength: null };
  if (typeof body !== 'object' || body === null) {
    const text = typeof body === 'string' ? body : body === null ? '' : String(body);
    return { readable: true, text, detail: stringOrNull(text), errorType: null, maxLength: null };
  }
  const maxLength = field(body, 'max_length');
  return {
    readable: true,
    text: JSON.stringify(body),
    detail: stringOrNull(field(body, 'detail')),
    errorType: stringOrNull(field(body, 'error_type')),
    maxLength: typeof maxLength === 'number' ? maxLength : null,
  };
}
