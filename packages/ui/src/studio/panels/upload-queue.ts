// The files dropped into the studio while they upload (2-studio.md §3 "Studio upload status per
// clip: uploading, completed, failed with an error", §4 "A failed studio upload can be retried"):
// each is uploading or failed with its message; a completed one leaves the list (its clip is on
// the timeline), a failed one stays until it is retried or removed. Pure: the hook holds it.
import type { DropPosition } from './drop-position';

export interface StudioUpload {
  /** This studio's own id of the dropped file (one file may be dropped twice). */
  readonly id: string;
  readonly filename: string;
  readonly position: DropPosition;
  readonly state: 'uploading' | 'failed';
  /** Why it failed (the upload flow's message), when it failed. */
  readonly message: string | null;
}

export type UploadQueueEvent =
  | {
      readonly type: 'start';
      readonly id: string;
      readonly filename: string;
      readonly position: DropPosition;
    }
  | { readonly type: 'retry'; readonly id: string }
  | { readonly type: 'fail'; readonly id: string; readonly message: string }
  | { readonly type: 'done'; readonly id: string }
  | { readonly type: 'remove'; readonly id: string };

export function uploadQueue(
  list: readonly StudioUpload[],
  event: UploadQueueEvent,
): readonly StudioUpload[] {
  switch (event.type) {
    case 'start':
      return [
        ...list,
        {
          id: event.id,
          filename: event.filename,
          position: event.position,
          state: 'uploading',
          message: null,
        },
      ];
    case 'retry':
      return list.map((u) =>
        u.id === event.id && u.state === 'failed' ? { ...u, state: 'uploading', message: null } : u,
      );
    case 'fail':
      return list.map((u) =>
        u.id === event.id ? { ...u, state: 'failed', message: event.message } : u,
      );
    case 'done':
    case 'remove':
      return list.filter((u) => u.id !== event.id);
  }
}

/** The names of the files uploading now, for the status bar ('{file} is coming'). */
export const uploadingNames = (list: readonly StudioUpload[]): string[] =>
  list.filter((u) => u.state === 'uploading').map((u) => u.filename);
