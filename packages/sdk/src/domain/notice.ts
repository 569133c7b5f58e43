/**
 * Notices and toasts as values (ARCHITECTURE.md: "Notices are values, never toasts: showing them
 * is the UI's job").
 */

export type NoticeKind = 'info' | 'error' | 'warning' | 'success';

export interface Notice {
  readonly kind: NoticeKind;
  readonly message: string;
  readonly description?: string;
  readonly durationMs: number;
  /** The user can close it (the spec's "closable"). */
  readonly closable?: boolean;
}

/** Builds a notice, leaving out absent optional parts. */
export function notice(
  kind: NoticeKind,
  message: string,
  durationMs: number,
  extra: { readonly description?: string | null; readonly closable?: boolean } = {},
): Notice {
  return {
    kind,
    message,
    durationMs,
    ...(extra.description != null ? { description: extra.description } : {}),
    ...(extra.closable === true ? { closable: true } : {}),
  };
}
