/**
 * 2-studio.md §3 "Studio upload status per clip: uploading, completed, failed with an error" and
 * §4 "A failed studio upload can be retried": the studio's list of dropped files.
 */
import { describe, expect, test } from 'vitest';
import { uploadingNames, uploadQueue, type StudioUpload } from './upload-queue';

const at = { trackId: 't1', takeLaneId: null, atBeats: 4 };
const started = uploadQueue([], { type: 'start', id: 'u1', filename: 'a.wav', position: at });

describe('Studio upload status per clip: uploading, completed, failed with an error', () => {
  test('a dropped file is uploading at its drop position', () => {
    expect(started).toEqual<StudioUpload[]>([
      { id: 'u1', filename: 'a.wav', position: at, state: 'uploading', message: null },
    ]);
    expect(uploadingNames(started)).toEqual(['a.wav']);
  });

  test('a failed upload stays, with its message, and is no longer counted as uploading', () => {
    const failed = uploadQueue(started, { type: 'fail', id: 'u1', message: 'Upload failed' });
    expect(failed[0]).toMatchObject({ state: 'failed', message: 'Upload failed' });
    expect(uploadingNames(failed)).toEqual([]);
  });

  test('a completed upload leaves the list (its clip is on the timeline)', () => {
    expect(uploadQueue(started, { type: 'done', id: 'u1' })).toEqual([]);
  });
});

describe('A failed studio upload can be retried', () => {
  const failed = uploadQueue(started, { type: 'fail', id: 'u1', message: 'Upload failed' });

  test('Retry makes it upload again, at the same place, its message cleared', () => {
    expect(uploadQueue(failed, { type: 'retry', id: 'u1' })).toEqual(started);
  });

  test('Retry of an upload still running changes nothing', () => {
    expect(uploadQueue(started, { type: 'retry', id: 'u1' })).toEqual(started);
  });

  test('Remove drops it', () => {
    expect(uploadQueue(failed, { type: 'remove', id: 'u1' })).toEqual([]);
  });
});
