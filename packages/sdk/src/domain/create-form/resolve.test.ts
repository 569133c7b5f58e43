import { describe, expect, it } from 'vitest';
import { MAX_LENGTHS_LEGACY } from '../constants';
import { withTimed, withUntimed } from './conditions';
import { resolveCreateForm } from './resolve';
import { billingModels, customForm, messagesOf, rulesContext } from './test-fixtures';
import type { CreateFormState, PersonaCondition, TimedCondition } from './types';

const ctx = rulesContext();
const base = customForm('chirp-crow');

const persona = (personaId: string): PersonaCondition => ({
  personaId,
  rootClipId: `root-${personaId}`,
  clipId: `root-${personaId}`,
  startSeconds: 0,
  endSeconds: 120,
  personaName: 'Singer',
  personaImageUrl: null,
});
const extend: TimedCondition = {
  type: 'extend',
  clipId: 'e1',
  startSeconds: 100,
  clipDurationSeconds: 180,
  isUploadSource: false,
};
const paint = (type: 'underpaint' | 'overpaint'): TimedCondition => ({
  type,
  clipId: 'p1',
  startSeconds: 0,
  endSeconds: 180,
});
const infill: TimedCondition = {
  type: 'infill',
  kind: 'infill',
  clipId: 'i1',
  startSeconds: 10,
  endSeconds: 30,
  contextStartSeconds: null,
  contextEndSeconds: null,
  lyrics: null,
};
const playlist = { playlistId: 'pl1', name: 'Road Trip' };

const withPlaylist = (s: CreateFormState): CreateFormState => withUntimed(s, { playlist });
const withPersona = (s: CreateFormState, id = 'a'): CreateFormState =>
  withUntimed(s, { personas: [...s.global.untimedConditions.personas, persona(id)] });
const withClips = (s: CreateFormState, ...ids: string[]): CreateFormState =>
  withUntimed(s, { inspirationClipIds: ids });
const withVox = (s: CreateFormState): CreateFormState =>
  withUntimed(s, { voxPersona: { enabled: true } });
const withCover = (s: CreateFormState): CreateFormState =>
  withUntimed(s, { cover: { clipId: 'c1' } });

describe('1-generation §4 Create-form conflict rules: resolveCreateForm', () => {
  it("changing model truncates prompt, lyrics, styles, title and excluded styles ('Inputs truncated')", () => {
    const long: CreateFormState = {
      ...base,
      custom: {
        ...base.custom,
        lyrics: 'l'.repeat(4000),
        styles: 's'.repeat(900),
        excludeStyles: 'x'.repeat(300),
        title: 't'.repeat(100),
      },
      simple: { prompt: 'p'.repeat(150), instrumental: false },
    };
    const next = { ...long, global: { ...long.global, model: 'chirp-v4' as const } };
    const result = resolveCreateForm(long, next, ctx);
    expect(result.state.custom.lyrics).toHaveLength(MAX_LENGTHS_LEGACY.prompt);
    expect(result.state.custom.styles).toHaveLength(MAX_LENGTHS_LEGACY.tags);
    expect(result.state.custom.excludeStyles).toHaveLength(MAX_LENGTHS_LEGACY.negative_tags);
    expect(result.state.custom.title).toHaveLength(100);
    expect(result.state.simple.prompt).toHaveLength(150);
    expect(result.notices).toEqual([
      { kind: 'info', message: 'Inputs truncated', durationMs: 3000 },
    ]);
  });

  it('changing model without anything to cut gives no notice', () => {
    const next = { ...base, global: { ...base.global, model: 'chirp-v4' as const } };
    expect(resolveCreateForm(base, next, ctx)).toEqual({ state: next, notices: [] });
  });

  it("conditions needing a newer model switch it to the latest available ('Model changed')", () => {
    const models = billingModels((key) => key !== 'chirp-ibis' && key !== 'chirp-hawk');
    const onV4 = { ...base, global: { ...base.global, model: 'chirp-v4' as const } };
    const result = resolveCreateForm(onV4, withPlaylist(onV4), rulesContext({}, models));
    expect(result.state.global.model).toBe('chirp-gull');
    expect(messagesOf(result)).toEqual(['Model changed']);
  });

  it('picking a model too old for the conditions switches back to the latest available', () => {
    const withP = withPersona(withCover(base));
    const older = { ...withP, global: { ...withP.global, model: 'chirp-v3-5' as const } };
    const result = resolveCreateForm(withP, older, ctx);
    expect(result.state.global.model).toBe('chirp-ibis');
    expect(messagesOf(result)).toEqual(['Model changed']);
  });

  it("extend with a playlist removes the playlist ('Inspiration removed')", () => {
    const prev = withPlaylist(base);
    const result = resolveCreateForm(prev, withTimed(prev, extend), ctx);
    expect(result.state.global.untimedConditions.playlist).toBeNull();
    expect(result.state.global.timedCondition).toEqual(extend);
    expect(messagesOf(result)).toEqual(['Inspiration removed']);
  });

  it.each(['underpaint', 'overpaint'] as const)(
    '%s with a playlist removes the playlist',
    (type) => {
      const prev = withPlaylist(base);
      const result = resolveCreateForm(prev, withTimed(prev, paint(type)), ctx);
      expect(result.state.global.untimedConditions.playlist).toBeNull();
      expect(result.state.global.timedCondition?.type).toBe(type);
      expect(messagesOf(result)).toEqual(['Inspiration removed']);
    },
  );

  it("if both remain, the timed condition is removed ('Condition removed')", () => {
    const result = resolveCreateForm(base, withPlaylist(withTimed(base, infill)), ctx);
    expect(result.state.global.timedCondition).toBeNull();
    expect(result.state.global.untimedConditions.playlist).toEqual(playlist);
    expect(messagesOf(result)).toContain('Condition removed');
  });

  it("adding a persona removes the inspiration playlist and any overpaint or underpaint ('Inspiration removed', 'Vocals/Instrumentals removed')", () => {
    const prev = withPlaylist(base);
    const result = resolveCreateForm(prev, withPersona(prev), ctx);
    expect(result.state.global.untimedConditions.playlist).toBeNull();
    expect(messagesOf(result)).toEqual(['Inspiration removed']);

    const painted = withTimed(base, paint('overpaint'));
    const second = resolveCreateForm(painted, withPersona(painted), ctx);
    expect(second.state.global.timedCondition).toBeNull();
    expect(messagesOf(second)).toEqual(['Vocals/Instrumentals removed']);
  });

  it('adding a persona keeps extend and cover (artist_extend, artist_cover)', () => {
    const prev = withTimed(base, extend);
    const result = resolveCreateForm(prev, withPersona(prev), ctx);
    expect(result.state.global.timedCondition).toEqual(extend);
    expect(result.notices).toEqual([]);
  });

  it('adding a persona clears inspiration clips unless the voice persona is on', () => {
    const prev = withClips(base, 'x');
    const result = resolveCreateForm(prev, withPersona(prev), ctx);
    expect(result.state.global.untimedConditions.inspirationClipIds).toEqual([]);
    expect(messagesOf(result)).toEqual(['Inspiration clips cleared']);
    const vox = withVox(prev);
    const kept = resolveCreateForm(vox, withPersona(vox), ctx);
    expect(kept.state.global.untimedConditions.inspirationClipIds).toEqual(['x']);
  });

  describe('adding an inspiration playlist', () => {
    it("removes any timed condition ('Condition removed')", () => {
      const prev = withTimed(base, extend);
      const result = resolveCreateForm(prev, withPlaylist(prev), ctx);
      expect(result.state.global.timedCondition).toBeNull();
      expect(messagesOf(result)).toEqual(['Condition removed']);
    });

    it("removes the persona unless the voice persona is enabled ('Persona removed')", () => {
      const prev = withPersona(base);
      const result = resolveCreateForm(prev, withPlaylist(prev), ctx);
      expect(result.state.global.untimedConditions.personas).toEqual([]);
      expect(result.notices).toEqual([
        { kind: 'info', message: 'Persona removed', durationMs: 3000 },
      ]);

      const vox = withVox(prev);
      const kept = resolveCreateForm(vox, withPlaylist(vox), ctx);
      expect(kept.state.global.untimedConditions.personas).toHaveLength(1);
      expect(kept.notices).toEqual([]);
    });

    it('shows the voice-persona hint for 10 s when the vox-persona flag is on', () => {
      const prev = withPersona(base);
      const result = resolveCreateForm(
        prev,
        withPlaylist(prev),
        rulesContext({ flags: { 'vox-persona': true } }),
      );
      expect(result.notices).toEqual([
        { kind: 'info', message: 'Persona removed', durationMs: 10_000, hint: 'vox-persona' },
      ]);
    });

    it("clears individual inspiration clips ('Inspiration clips cleared')", () => {
      const prev = withClips(base, 'a', 'b');
      const result = resolveCreateForm(prev, withPlaylist(prev), ctx);
      expect(result.state.global.untimedConditions.inspirationClipIds).toEqual([]);
      expect(messagesOf(result)).toEqual(['Inspiration clips cleared']);
    });

    it("sets the title to 'Inspired by' plus the playlist name if the title is empty", () => {
      expect(resolveCreateForm(base, withPlaylist(base), ctx).state.custom.title).toBe(
        'Inspired by Road Trip',
      );
      const titled = { ...base, custom: { ...base.custom, title: 'Mine' } };
      expect(resolveCreateForm(titled, withPlaylist(titled), ctx).state.custom.title).toBe('Mine');
    });

    it("resets remix, cover, continue, styles/lyrics and speed conditions ('Cover condition removed')", () => {
      const prev: CreateFormState = {
        ...withCover(base),
        custom: { ...base.custom, reusedFromClipId: 'r1' },
        adjustSpeed: { ...base.adjustSpeed, clipId: 's1' },
      };
      const result = resolveCreateForm(prev, withPlaylist(prev), ctx);
      expect(result.state.global.untimedConditions.cover).toBeNull();
      expect(result.state.custom.reusedFromClipId).toBeNull();
      expect(result.state.adjustSpeed.clipId).toBeNull();
      expect(messagesOf(result)).toEqual(['Cover condition removed']);
    });
  });

  describe('adding inspiration clips', () => {
    it("removes the timed condition ('Condition removed') and the persona unless the voice persona is on", () => {
      const prev = withPersona(withTimed(base, extend));
      const result = resolveCreateForm(prev, withClips(prev, 'x'), ctx);
      expect(result.state.global.timedCondition).toBeNull();
      expect(result.state.global.untimedConditions.personas).toEqual([]);
      expect(messagesOf(result)).toEqual(['Condition removed', 'Persona removed']);

      const vox = withVox(withPersona(base));
      expect(
        resolveCreateForm(vox, withClips(vox, 'x'), ctx).state.global.untimedConditions.personas,
      ).toHaveLength(1);
    });

    it('the list is unique, capped at 4', () => {
      const result = resolveCreateForm(base, withClips(base, 'a', 'b', 'a', 'c', 'd', 'e'), ctx);
      expect(result.state.global.untimedConditions.inspirationClipIds).toEqual([
        'a',
        'b',
        'c',
        'd',
      ]);
      expect(result.notices).toEqual([]);
    });

    it('replace the inspiration playlist (one kind of inspiration at a time)', () => {
      const prev = withPlaylist(base);
      const result = resolveCreateForm(prev, withClips(prev, 'x'), ctx);
      expect(result.state.global.untimedConditions.playlist).toBeNull();
      expect(messagesOf(result)).toEqual(['Inspiration removed']);
    });
  });

  it('adding cover removes the timed condition, playlist and inspiration clips', () => {
    const prev = withTimed(withClips(base, 'x'), extend);
    const result = resolveCreateForm(prev, withCover(prev), ctx);
    expect(result.state.global.timedCondition).toBeNull();
    expect(result.state.global.untimedConditions.inspirationClipIds).toEqual([]);
    expect(messagesOf(result)).toEqual(['Condition removed', 'Inspiration clips cleared']);

    const withPl = withPlaylist(base);
    expect(messagesOf(resolveCreateForm(withPl, withCover(withPl), ctx))).toEqual([
      'Inspiration removed',
    ]);
  });

  it('adding extend removes playlist and inspiration clips, and keeps the cover (cover_extend)', () => {
    const prev = withCover(withClips(base, 'x'));
    const clean = resolveCreateForm(base, prev, ctx).state;
    const result = resolveCreateForm(clean, withTimed(clean, extend), ctx);
    expect(result.state.global.untimedConditions.cover).toEqual({ clipId: 'c1' });
    expect(result.notices).toEqual([]);

    const inspired = withClips(base, 'x');
    const second = resolveCreateForm(inspired, withTimed(inspired, extend), ctx);
    expect(second.state.global.untimedConditions.inspirationClipIds).toEqual([]);
    expect(messagesOf(second)).toEqual(['Inspiration clips cleared']);
  });

  it('adding vocals or instrumental removes playlist, inspiration clips and persona', () => {
    const prev = withPersona(withPlaylist(withVox(base)));
    const result = resolveCreateForm(prev, withTimed(prev, paint('overpaint')), ctx);
    expect(result.state.global.untimedConditions.playlist).toBeNull();
    expect(result.state.global.untimedConditions.personas).toEqual([]);
    expect(messagesOf(result)).toEqual(['Inspiration removed', 'Persona removed']);
    expect(result.state.custom.lyricsExpanded).toBe(true);
  });

  it('adding an instrumental also collapses the lyrics', () => {
    const result = resolveCreateForm(base, withTimed(base, paint('underpaint')), ctx);
    expect(result.state.custom.lyricsExpanded).toBe(false);
  });

  it("adding vocals removes the cover (paintings combine with nothing: 'Cover condition removed')", () => {
    const prev = withCover(base);
    const result = resolveCreateForm(prev, withTimed(prev, paint('overpaint')), ctx);
    expect(result.state.global.untimedConditions.cover).toBeNull();
    expect(messagesOf(result)).toEqual(['Cover condition removed']);
  });

  it('reusing styles and lyrics removes the timed condition and playlist', () => {
    const prev = withTimed(base, extend);
    const next = { ...prev, custom: { ...prev.custom, reusedFromClipId: 'r1' } };
    const result = resolveCreateForm(prev, next, ctx);
    expect(result.state.global.timedCondition).toBeNull();
    expect(messagesOf(result)).toEqual(['Condition removed']);

    const listed = withPlaylist(base);
    const reused = { ...listed, custom: { ...listed.custom, reusedFromClipId: 'r1' } };
    expect(messagesOf(resolveCreateForm(listed, reused, ctx))).toEqual(['Inspiration removed']);
  });

  it('notices are emitted only for real removals', () => {
    expect(resolveCreateForm(base, withCover(base), ctx).notices).toEqual([]);
    expect(resolveCreateForm(base, withTimed(base, extend), ctx).notices).toEqual([]);
    expect(resolveCreateForm(base, base, ctx)).toEqual({ state: base, notices: [] });
  });

  it("persona name defaults to 'Untitled Persona'", () => {
    const unnamed = withUntimed(base, { personas: [{ ...persona('a'), personaName: ' ' }] });
    const result = resolveCreateForm(base, unnamed, ctx);
    expect(result.state.global.untimedConditions.personas[0]?.personaName).toBe('Untitled Persona');
  });

  it('a persona and a painting arriving together keep the persona', () => {
    const result = resolveCreateForm(
      withTimed(base, paint('underpaint')),
      withPersona(withTimed(base, paint('underpaint'))),
      ctx,
    );
    expect(result.state.global.timedCondition).toBeNull();
    const both = withPersona(withTimed(base, paint('underpaint')));
    expect(resolveCreateForm(both, both, ctx).state.global.timedCondition).toBeNull();
  });

  it('a cover and a painting or inspiration arriving together keep the cover', () => {
    const both = withCover(withClips(withTimed(base, paint('overpaint')), 'x'));
    const result = resolveCreateForm(both, both, ctx);
    expect(result.state.global.untimedConditions.cover).toEqual({ clipId: 'c1' });
    expect(result.state.global.timedCondition).toBeNull();
    expect(result.state.global.untimedConditions.inspirationClipIds).toEqual([]);
  });

  it('inspiration and a persona arriving together without the voice persona drop the persona', () => {
    const both = withPersona(withClips(base, 'x'));
    const result = resolveCreateForm(both, both, ctx);
    expect(result.state.global.untimedConditions.personas).toEqual([]);
  });
});
