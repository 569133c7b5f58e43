import { describe, expect, it } from 'vitest';
import { withTimed } from './conditions';
import {
  addInspirationClips,
  applyInspirationPlaylist,
  applyPersona,
  removeInspirationClip,
  removeInspirationPlaylist,
  removePersona,
  setCreateFormModel,
} from './actions';
import { createFormTask } from './form-task';
import { customForm, messagesOf, resolved, rulesContext } from './test-fixtures';
import type { CreateFormState, FormSourcePersona, FormSourcePlaylist } from './types';

const ctx = rulesContext({ flags: { 'playlist-condition': true } });
const base = customForm('chirp-crow');

const persona = (id: string, extra: Partial<FormSourcePersona> = {}): FormSourcePersona => ({
  id,
  name: `Voice ${id}`,
  root_clip_id: `root-${id}`,
  image_url: null,
  clip: {
    image_url: 'img.png',
    metadata: { tags: 'soul, gospel', negative_tags: 'edm', duration: 200 },
  },
  ...extra,
});

const playlist = (owners: string[]): FormSourcePlaylist => ({
  id: 'pl1',
  name: 'Road Trip',
  playlist_clips: owners.map((user_id) => ({ clip: { user_id } })),
});

const taskOf = (state: CreateFormState) => {
  const selection = createFormTask(state);
  return selection.ok ? selection.task : selection.code;
};

describe('1-generation §4 Persona in the create form', () => {
  it("copies the persona root clip's tags and negative tags into styles and excluded styles", () => {
    const { state } = resolved(applyPersona(base, persona('a'), ctx));
    expect(state.custom.styles).toBe('soul, gospel');
    expect(state.custom.excludeStyles).toBe('edm');
    expect(state.global.untimedConditions.personas).toEqual([
      {
        personaId: 'a',
        rootClipId: 'root-a',
        clipId: 'root-a',
        startSeconds: 0,
        endSeconds: 120,
        personaName: 'Voice a',
        personaImageUrl: 'img.png',
      },
    ]);
  });

  it("persona name defaults to 'Untitled Persona'", () => {
    const { state } = resolved(applyPersona(base, persona('a', { name: '  ', clip: null }), ctx));
    expect(state.global.untimedConditions.personas[0]?.personaName).toBe('Untitled Persona');
    expect(state.custom.styles).toBe('');
  });

  it('persona clip range default end: duration capped at 120 s (60 s with flag auk-model)', () => {
    const short = persona('a', { clip: { metadata: { duration: 45 } } });
    expect(
      resolved(applyPersona(base, short, ctx)).state.global.untimedConditions.personas[0]
        ?.endSeconds,
    ).toBe(45);
    const auk = rulesContext({ flags: { 'auk-model': true } });
    expect(
      resolved(applyPersona(base, persona('a'), auk)).state.global.untimedConditions.personas[0]
        ?.endSeconds,
    ).toBe(60);
  });

  it('replaces the persona, or adds it with flag multi-root-persona', () => {
    const one = resolved(applyPersona(base, persona('a'), ctx)).state;
    expect(
      resolved(applyPersona(one, persona('b'), ctx)).state.global.untimedConditions.personas.map(
        (p) => p.personaId,
      ),
    ).toEqual(['b']);
    const multi = rulesContext({ flags: { 'multi-root-persona': true } });
    expect(
      resolved(applyPersona(one, persona('b'), multi)).state.global.untimedConditions.personas.map(
        (p) => p.personaId,
      ),
    ).toEqual(['a', 'b']);
  });

  it('sets task artist_consistency, artist_cover with a cover clip, artist_extend with a continue clip', () => {
    const withPersona = resolved(applyPersona(base, persona('a'), ctx)).state;
    expect(taskOf(withPersona)).toBe('artist_consistency');
    const covered = {
      ...withPersona,
      global: {
        ...withPersona.global,
        untimedConditions: { ...withPersona.global.untimedConditions, cover: { clipId: 'c' } },
      },
    };
    expect(taskOf(covered)).toBe('artist_cover');
    const extended = withTimed(withPersona, {
      type: 'extend',
      clipId: 'e',
      startSeconds: 10,
      clipDurationSeconds: 20,
      isUploadSource: false,
    });
    expect(taskOf(extended)).toBe('artist_extend');
    expect(taskOf(withTimed(covered, extended.global.timedCondition))).toBe('artist_cover_extend');
  });

  it('clearing reverts to null, cover, extend or cover_extend', () => {
    const extendCondition = {
      type: 'extend' as const,
      clipId: 'e',
      startSeconds: 10,
      clipDurationSeconds: 20,
      isUploadSource: false,
    };
    const withPersona = resolved(applyPersona(base, persona('a'), ctx)).state;
    const cases: [CreateFormState, string | null][] = [
      [withPersona, null],
      [
        {
          ...withPersona,
          global: {
            ...withPersona.global,
            untimedConditions: { ...withPersona.global.untimedConditions, cover: { clipId: 'c' } },
          },
        },
        'cover',
      ],
      [withTimed(withPersona, extendCondition), 'extend'],
    ];
    const coverAndExtend = withTimed(cases[1]![0], extendCondition);
    cases.push([coverAndExtend, 'cover_extend']);
    for (const [state, task] of cases) {
      expect(taskOf(resolved(removePersona(state, 'a', ctx)).state)).toBe(task);
    }
  });
});

describe('1-generation §4, §5 Inspiration playlist', () => {
  it('needs flag playlist-condition', () => {
    expect(applyInspirationPlaylist(base, playlist(['user-1']), rulesContext())).toEqual({
      ok: false,
      error: { code: 'playlist_condition_disabled', message: null },
    });
  });

  it('opens the PLAYLIST_CONDITION upsell without the plan feature', () => {
    const free = rulesContext({ plan: 'free', flags: { 'playlist-condition': true } });
    expect(applyInspirationPlaylist(base, playlist(['user-1']), free)).toEqual({
      ok: false,
      error: { code: 'upsell', message: null, upsell: 'PLAYLIST_CONDITION' },
    });
  });

  it("needs at least one own song ('No original songs found: Please choose a playlist with at least one song you made.')", () => {
    expect(applyInspirationPlaylist(base, playlist(['someone']), ctx)).toEqual({
      ok: false,
      error: {
        code: 'no_original_songs',
        message:
          'No original songs found: Please choose a playlist with at least one song you made.',
      },
    });
    expect(applyInspirationPlaylist(base, { id: 'p', name: 'Empty' }, ctx).ok).toBe(false);
  });

  it("sets the playlist and the 'Inspired by' title; removing it keeps the title", () => {
    const { state, notices } = resolved(
      applyInspirationPlaylist(base, playlist(['x', 'user-1']), ctx),
    );
    expect(state.global.untimedConditions.playlist).toEqual({
      playlistId: 'pl1',
      name: 'Road Trip',
    });
    expect(state.custom.title).toBe('Inspired by Road Trip');
    expect(notices).toEqual([]);
    const removed = resolved(removeInspirationPlaylist(state, ctx)).state;
    expect(removed.global.untimedConditions.playlist).toBeNull();
    expect(removed.custom.title).toBe('Inspired by Road Trip');
  });
});

describe('1-generation §4 Inspiration clips', () => {
  it('are unique and at most 4', () => {
    const first = resolved(addInspirationClips(base, ['a', 'b'], ctx)).state;
    const second = resolved(addInspirationClips(first, ['b', 'c', 'd', 'e'], ctx)).state;
    expect(second.global.untimedConditions.inspirationClipIds).toEqual(['a', 'b', 'c', 'd']);
    const removed = resolved(removeInspirationClip(second, 'b', ctx));
    expect(removed.state.global.untimedConditions.inspirationClipIds).toEqual(['a', 'c', 'd']);
    expect(removed.notices).toEqual([]);
  });
});

describe('1-generation §4 Model choice', () => {
  it("picking an older model cuts the texts ('Inputs truncated')", () => {
    const long = { ...base, custom: { ...base.custom, styles: 's'.repeat(500) } };
    const result = resolved(setCreateFormModel(long, 'chirp-v3-5', ctx));
    expect(result.state.global.model).toBe('chirp-v3-5');
    expect(result.state.custom.styles).toHaveLength(200);
    expect(messagesOf(result)).toEqual(['Inputs truncated']);
  });
});
