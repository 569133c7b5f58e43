import { describe, expect, it } from 'vitest';
import {
  STUDIO_ERROR_TOAST_MS,
  IntentTimeouts,
  MESSAGES,
  QUEUED_GENERATION_TIMEOUT_MS,
  REASONS,
  locateIntent,
  streamingClipIds,
} from './index';
import { createFakeClock } from './testing/fake-clock';
import { clip, mustApply, project, run, spans, testContext } from './testing/fixtures';

function queued(possibleClipIds: string[] = [], queuedGenerationIds: string[] = []) {
  return mustApply(project([[[0, 32]]]), {
    type: 'replaceSection',
    trackId: 't1',
    startBeats: 8,
    endBeats: 16,
    name: 'Replaced',
    namePersists: true,
    possibleClipIds,
    queuedGenerationIds,
    startTrimmedBeats: 4,
  });
}

describe('clip creation intents', () => {
  it('an intent stays queued while its clips are queued', () => {
    const start = queued(['a', 'b']);
    const result = run(start, {
      type: 'resolveIntents',
      clips: [
        { id: 'a', status: 'queued' },
        { id: 'b', status: 'submitted' },
      ],
    });
    expect(result.ok && result.state.tracks[0]?.clipCreationIntents).toHaveLength(1);
  });

  it('resolves when a candidate is complete: the intent is removed and the clip placed over the range', () => {
    const start = queued(['a']);
    const result = run(
      start,
      { type: 'resolveIntents', clips: [{ id: 'a', status: 'complete', title: 'From server' }] },
      testContext({}, start),
    );
    if (!result.ok) throw new Error(result.reason);
    const { state } = result;
    expect(state.tracks[0]?.clipCreationIntents).toEqual([]);
    const placed = state.tracks[0]?.clips[1]?.id ?? '';
    expect(spans(state)).toEqual([
      ['c1', 0, 8],
      [placed, 8, 16],
      [expect.any(String), 16, 32],
    ]);
    expect(clip(state, placed)).toMatchObject({
      clipId: 'a',
      name: 'Replaced',
      readStartBeats: 4,
      streaming: false,
    });
  });

  it('resolves on a streaming candidate, marked streaming', () => {
    const result = run(queued(['a']), {
      type: 'resolveIntents',
      clips: [{ id: 'a', status: 'streaming' }],
    });
    expect(
      result.ok && result.state.tracks[0]?.clips.find((c) => c.clipId === 'a')?.streaming,
    ).toBe(true);
  });

  it('issue 31 item 1: a clip placed streaming, and a take placed queued, are no longer streaming once complete', () => {
    const placed = run(queued(['a', 'b']), {
      type: 'resolveIntents',
      clips: [
        { id: 'a', status: 'streaming' },
        { id: 'b', status: 'queued' },
      ],
    });
    if (!placed.ok) throw new Error(placed.reason);
    expect(streamingClipIds(placed.state).sort()).toEqual(['a', 'b']);
    const done = run(placed.state, {
      type: 'resolveIntents',
      clips: [
        { id: 'a', status: 'complete' },
        { id: 'b', status: 'complete' },
      ],
    });
    if (!done.ok) throw new Error(done.reason);
    expect(streamingClipIds(done.state)).toEqual([]);
    const track = done.state.tracks[0];
    expect(track?.clips.find((c) => c.clipId === 'a')?.streaming).toBe(false);
    expect(track?.takeLanes.flatMap((l) => l.clips).find((c) => c.clipId === 'b')?.streaming).toBe(
      false,
    );
  });

  it('puts extra results into new take lanes marked unheard', () => {
    const result = run(queued(['a', 'b', 'c']), {
      type: 'resolveIntents',
      clips: ['a', 'b', 'c'].map((id) => ({ id, status: 'complete' as const })),
    });
    if (!result.ok) throw new Error(result.reason);
    const lanes = result.state.tracks[0]?.takeLanes ?? [];
    expect(
      lanes.map((l) => [l.name, l.clips.map((c) => [c.clipId, c.startBeats, c.endBeats])]),
    ).toEqual([
      ['Version 1', [['gen-c1', 8, 16]]],
      ['Version 2', [['b', 8, 16]]],
      ['Version 3', [['c', 8, 16]]],
    ]);
    expect(result.unheardTakeLaneIds).toEqual(lanes.slice(1).map((l) => l.id));
  });

  it('a replace keeps the old take: what lay under the range goes into a take lane, heard', () => {
    const result = run(queued(['a']), {
      type: 'resolveIntents',
      clips: [{ id: 'a', status: 'complete' }],
    });
    if (!result.ok) throw new Error(result.reason);
    const [old] = result.state.tracks[0]?.takeLanes ?? [];
    expect(old?.clips.map((c) => [c.clipId, c.startBeats, c.endBeats, c.readStartBeats])).toEqual([
      ['gen-c1', 8, 16, 8],
    ]);
    expect(result.unheardTakeLaneIds).toEqual([]);
  });

  it('removes a candidate whose generation errors, with an error notice', () => {
    const result = run(queued(['a', 'b']), {
      type: 'resolveIntents',
      clips: [
        { id: 'a', status: 'error', metadata: { error_message: 'Bad lyrics' } },
        { id: 'b', status: 'queued' },
      ],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.tracks[0]?.clipCreationIntents[0]?.possibleClipIds).toEqual(['b']);
    expect(result.notices).toEqual([
      {
        kind: 'error',
        title: MESSAGES.errorGeneratingClip,
        description: 'Bad lyrics',
        durationMs: STUDIO_ERROR_TOAST_MS,
      },
    ]);
  });

  it('removes the intent when every candidate errored', () => {
    const result = run(queued(['a']), {
      type: 'resolveIntents',
      clips: [{ id: 'a', status: 'error' }],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.tracks[0]?.clipCreationIntents).toEqual([]);
    expect(result.notices?.[0]?.description).toBe('Clip generation failed, please try again');
  });

  it('a queued generation gives its clip ids, or fails with a notice', () => {
    const start = queued([], ['gen-1', 'gen-2']);
    const intentId = start.tracks[0]?.clipCreationIntents[0]?.id ?? '';
    const attached = mustApply(start, {
      type: 'attachGeneration',
      intentId,
      generationId: 'gen-1',
      clipIds: ['a', 'b'],
    });
    expect(locateIntent(attached, intentId)?.intent).toMatchObject({
      possibleClipIds: ['a', 'b'],
      queuedGenerationIds: ['gen-2'],
    });
    const failed = run(start, { type: 'failGeneration', intentId, generationId: 'gen-1' });
    expect(failed.ok && failed.notices?.[0]?.title).toBe('Error generating clip');
    const bothFailed = run(failed.state, {
      type: 'failGeneration',
      intentId,
      generationId: 'gen-2',
    });
    expect(bothFailed.ok && bothFailed.state.tracks[0]?.clipCreationIntents).toEqual([]);
  });

  it('abandonIntent removes the intent', () => {
    const start = queued(['a']);
    const intentId = start.tracks[0]?.clipCreationIntents[0]?.id ?? '';
    expect(
      mustApply(start, { type: 'abandonIntent', intentId }).tracks[0]?.clipCreationIntents,
    ).toEqual([]);
    expect(run(start, { type: 'abandonIntent', intentId: 'x' })).toMatchObject({
      ok: false,
      reason: REASONS.intentNotFound,
    });
  });

  it('an intent is abandoned after 60 s', () => {
    const clock = createFakeClock();
    const abandoned: string[] = [];
    const timeouts = new IntentTimeouts(clock, (id) => abandoned.push(id));
    const start = queued(['a']);
    const intentId = start.tracks[0]?.clipCreationIntents[0]?.id ?? '';
    timeouts.sync(start);
    clock.advance(QUEUED_GENERATION_TIMEOUT_MS - 1);
    timeouts.sync(start);
    expect(abandoned).toEqual([]);
    clock.advance(1);
    expect(abandoned).toEqual([intentId]);
  });

  it('a resolved intent is no longer timed', () => {
    const clock = createFakeClock();
    const abandoned: string[] = [];
    const timeouts = new IntentTimeouts(clock, (id) => abandoned.push(id));
    timeouts.sync(queued(['a']));
    expect(timeouts.watching).toBe(1);
    timeouts.sync(project([[]]));
    clock.advance(QUEUED_GENERATION_TIMEOUT_MS);
    expect([abandoned, timeouts.watching, clock.pending()]).toEqual([[], 0, 0]);
    timeouts.dispose();
  });
});
