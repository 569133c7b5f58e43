import { describe, expect, it } from 'vitest';
import { ClipStatusSchema } from '../api';
import {
  CLIP_STATUSES,
  isClipStuck,
  isHiddenFromLists,
  isPendingStatus,
  isPreviewClip,
  isPreviewUnlockOffered,
  isRunningStatus,
  isTerminalStatus,
  parseTime,
  previewStopSeconds,
  shouldPollPreview,
  stuckClipNotice,
  stuckClips,
  unlockPreview,
  updateRunningSet,
  visibleInLists,
} from './clip-lifecycle';
import { wireClip } from './fixtures/wire-clip';

const T0 = Date.parse('2025-10-01T12:00:00Z');
const MIN = 60_000;

describe('1-generation §4 Clip status', () => {
  it('names every status: submitted, queued, streaming, complete, error (plus processing)', () => {
    expect([...CLIP_STATUSES].sort()).toEqual([...ClipStatusSchema.options].sort());
  });

  it.each([
    ['submitted', false, true, true],
    ['queued', false, true, false],
    ['streaming', false, true, false],
    ['processing', false, true, false],
    ['complete', true, false, false],
    ['error', true, false, false],
  ] as const)(
    "'%s': terminal %s, running (polled) %s, pending (expects a deduction) %s",
    (status, terminal, running, pending) => {
      expect(isTerminalStatus(status)).toBe(terminal);
      expect(isRunningStatus(status)).toBe(running);
      expect(isPendingStatus(status)).toBe(pending);
    },
  );

  it('an error-status clip is hidden from lists', () => {
    const clips = [wireClip({ id: 'a' }), wireClip({ id: 'b', status: 'error' })];
    expect(isHiddenFromLists(clips[1]!)).toBe(true);
    expect(visibleInLists(clips).map((c) => c.id)).toEqual(['a']);
  });

  it.each([
    ['submitted', 2 * MIN, false],
    ['submitted', 2 * MIN + 1, true],
    ['queued', 2 * MIN + 1, false],
    ['queued', 15 * MIN, false],
    ['queued', 15 * MIN + 1, true],
    ['streaming', 60 * MIN, false],
    ['complete', 60 * MIN, false],
  ] as const)(
    'a submitted clip older than 2 minutes, or a queued clip older than 15 minutes, is stuck (%s, %i ms: %s)',
    (status, age, stuck) => {
      const clip = wireClip({ status, created_at: new Date(T0).toISOString() });
      expect(isClipStuck(clip, T0 + age)).toBe(stuck);
    },
  );

  it('a clip without a readable created_at or status is never stuck', () => {
    expect(isClipStuck({ status: 'submitted', created_at: 'not a date' }, T0)).toBe(false);
    expect(isClipStuck({ status: 'submitted', created_at: null }, T0)).toBe(false);
    expect(isClipStuck({ status: null, created_at: '2020-01-01T00:00:00Z' }, T0)).toBe(false);
    expect(parseTime(undefined)).toBeNull();
  });

  it("stuck clips: 'A clip got stuck while generating.' / 'No credits were used and you can retry.'", () => {
    expect(stuckClipNotice()).toEqual({
      kind: 'error',
      message: 'A clip got stuck while generating.',
      description: 'No credits were used and you can retry.',
      durationMs: 5000,
      closable: true,
    });
    const old = new Date(T0 - 3 * MIN).toISOString();
    const clips = [
      wireClip({ id: 'a', status: 'submitted', created_at: old }),
      wireClip({ id: 'b', status: 'queued', created_at: old }),
    ];
    expect(stuckClips(clips, T0).map((c) => c.id)).toEqual(['a']);
  });

  it('complete or error removes the clip from the running set and reloads subscription info', () => {
    const first = updateRunningSet(
      [],
      [
        { id: 'a', status: 'submitted' },
        { id: 'b', status: 'queued' },
      ],
    );
    expect(first).toEqual({
      running: ['a', 'b'],
      finished: [],
      started: ['a', 'b'],
      reloadSubscription: false,
    });
    const second = updateRunningSet(first.running, [
      { id: 'a', status: 'complete' },
      { id: 'b', status: 'streaming' },
      { id: 'c', status: 'error' },
    ]);
    expect(second).toEqual({
      running: ['b'],
      finished: ['a'],
      started: [],
      reloadSubscription: true,
    });
  });
});

describe('1-generation §4 Preview clips', () => {
  const preview = wireClip({ metadata: { type: 'preview' }, preview_seconds: 30 });

  it('clips of type preview are polled every 15 s for up to 60 s', () => {
    expect(isPreviewClip(preview)).toBe(true);
    expect(shouldPollPreview(preview, T0, T0 + 59_999)).toBe(true);
    expect(shouldPollPreview(preview, T0, T0 + 60_000)).toBe(false);
    expect(shouldPollPreview(wireClip(), T0, T0)).toBe(false);
  });

  it('a manual unlock is then offered', () => {
    expect(isPreviewUnlockOffered(preview, T0, T0 + 59_999)).toBe(false);
    expect(isPreviewUnlockOffered(preview, T0, T0 + 60_000)).toBe(true);
    expect(isPreviewUnlockOffered(wireClip(), T0, T0 + 60_000)).toBe(false);
  });

  it('when unlocked the clip becomes type gen', () => {
    expect(unlockPreview(preview).metadata.type).toBe('gen');
    const gen = wireClip();
    expect(unlockPreview(gen)).toBe(gen);
  });

  it('preview playback stops at preview_seconds', () => {
    expect(previewStopSeconds(preview)).toBe(30);
    expect(previewStopSeconds(wireClip({ preview_seconds: 30 }))).toBeNull();
    expect(previewStopSeconds(wireClip({ metadata: { type: 'preview' } }))).toBeNull();
  });
});
