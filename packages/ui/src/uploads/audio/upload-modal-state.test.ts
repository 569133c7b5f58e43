import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, uploadLimits } from '@cadenza/sdk';
import type { AudioDraft } from './audio-file';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import {
  hasWork,
  initialUploadModalState,
  pickedFilesProblem,
  titleOrDefault,
  uploadModalReducer,
  type UploadModalEvent,
  type UploadModalState,
} from './upload-modal-state';

const free = uploadLimits({ id: 'f', plan: 'free' }, {});
const pro = uploadLimits({ id: 'p', plan: 'pro' }, {});

const draftOf = (durationS: number, title: string | null = null): AudioDraft => ({
  file: new Blob(),
  filename: 'take.wav',
  title,
  audio: { sampleRate: 8000, channels: [], durationS },
  peaks: [],
});

const run = (state: UploadModalState, ...events: UploadModalEvent[]) =>
  events.reduce(uploadModalReducer, state);

describe('upload modal stages (2-studio §2, §5)', () => {
  it('starts on the Terms of Service until they are accepted, then on Upload or Record', () => {
    expect(initialUploadModalState(null).stage).toBe('terms');
    expect(run(initialUploadModalState(null), { type: 'terms-accepted' }).stage).toBe('upload');
    expect(initialUploadModalState(1_700_000_000_000).stage).toBe('upload');
  });

  it('a free plan keeps a 2-minute file to the first minute; Pro keeps all of it', () => {
    const start = initialUploadModalState(1);
    const freeTrim = run(start, { type: 'draft-ready', draft: draftOf(120), limits: free });
    expect(freeTrim.stage).toBe('trim');
    expect(freeTrim.trim).toEqual({ startS: 0, endS: 60 });
    const stretched = run(freeTrim, {
      type: 'trim-changed',
      range: { startS: 0, endS: 120 },
      limits: free,
    });
    expect(stretched.trim).toEqual({ startS: 0, endS: 60 });
    expect(run(start, { type: 'draft-ready', draft: draftOf(120), limits: pro }).trim).toEqual({
      startS: 0,
      endS: 120,
    });
  });

  it('a file under the 6 s minimum stays on Upload or Record with its message', () => {
    const state = run(initialUploadModalState(1), {
      type: 'draft-ready',
      draft: draftOf(3),
      limits: pro,
    });
    expect(state.stage).toBe('upload');
    expect(state.error).toBe(L.tooShort(6));
  });

  it('cutting keeps at least the minimum plus 0.5 s', () => {
    const state = run(
      initialUploadModalState(1),
      { type: 'draft-ready', draft: draftOf(30), limits: pro },
      { type: 'trim-changed', range: { startS: 10, endS: 11 }, limits: pro },
    );
    expect(state.trim).toEqual({ startS: 10, endS: 16.5 });
  });

  it("the default title is 'Untitled Song'; a recording's title is its duration and date", () => {
    expect(titleOrDefault('  ')).toBe(UPLOAD_MESSAGES.untitledSong);
    expect(titleOrDefault(' Porch Riff ')).toBe('Porch Riff');
    const recorded = run(initialUploadModalState(1), {
      type: 'draft-ready',
      draft: draftOf(7, '7.0s 2026-11-26'),
      limits: pro,
    });
    expect(recorded.title).toBe('7.0s 2026-11-26');
  });

  it('Finalize defaults to Save to Library; Back returns to Trim, then to Upload or Record', () => {
    const finalize = run(
      initialUploadModalState(1),
      { type: 'draft-ready', draft: draftOf(30), limits: pro },
      { type: 'next' },
    );
    expect(finalize.stage).toBe('finalize');
    expect(finalize.choice).toBe('save');
    const back = run(finalize, { type: 'back' });
    expect(back.stage).toBe('trim');
    const start = run(back, { type: 'back' });
    expect(start.stage).toBe('upload');
    expect(hasWork(start)).toBe(false);
  });

  it("'Discard Changes?' asks only when there is work; Cancel keeps it", () => {
    const empty = initialUploadModalState(1);
    expect(run(empty, { type: 'close-requested' }).confirmingDiscard).toBe(false);
    const asking = run(
      empty,
      { type: 'draft-ready', draft: draftOf(30), limits: pro },
      { type: 'close-requested' },
    );
    expect(asking.confirmingDiscard).toBe(true);
    const kept = run(asking, { type: 'discard-cancelled' });
    expect(kept.confirmingDiscard).toBe(false);
    expect(kept.draft).not.toBeNull();
  });

  it('a library song goes to Finalize as a cover; Back returns to Upload or Record', () => {
    const picked = run(initialUploadModalState(1), {
      type: 'library-picked',
      clip: { id: 'c1', title: 'Harbor Song' },
    });
    expect(picked.stage).toBe('finalize');
    expect(picked.choice).toBe('cover');
    expect(run(picked, { type: 'back' }).stage).toBe('upload');
  });

  it("dropped files: 'Please upload one file at a time.', 'Please upload audio files only.', 500 MB", () => {
    const wav = { name: 'a.wav', type: 'audio/wav', size: 10 };
    expect(pickedFilesProblem([wav, wav])).toBe('Please upload one file at a time.');
    expect(pickedFilesProblem([{ name: 'a.png', type: 'image/png', size: 10 }])).toBe(
      'Please upload audio files only.',
    );
    expect(pickedFilesProblem([{ ...wav, size: 524_288_001 }])).toBe(L.tooLarge);
    expect(pickedFilesProblem([wav])).toBeNull();
  });
});
