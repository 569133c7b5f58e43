import { HOOK_MESSAGES, UPLOAD_MESSAGES } from '@cadenza/sdk';

/** A picked video's length, read from its metadata in the browser (null when unreadable). */
export function readVideoDurationS(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const done = (value: number | null) => {
      video.removeAttribute('src');
      video.load();
      resolve(value);
    };
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * What refuses picked or dropped files before anything is uploaded: more than one gives 'Please
 * upload one file at a time.', a file that is not a video 'Error trying to upload this video.
 * Try another one?'; null when there is one video (its size and length are the upload's checks).
 */
export function pickedVideoProblem(files: readonly { readonly type: string }[]): string | null {
  if (files.length > 1) return UPLOAD_MESSAGES.oneFileAtATime;
  const file = files[0];
  if (file === undefined) return HOOK_MESSAGES.selectVideo;
  return file.type === '' || file.type.startsWith('video/') ? null : HOOK_MESSAGES.uploadVideoError;
}
