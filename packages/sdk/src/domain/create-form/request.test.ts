import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../api/schema.gen';
import { withTimed, withUntimed } from './conditions';
import { buildGenerationRequest, isInstrumentalLikeLyrics, type GenerateRequest } from './request';
import { sliderValue } from './sliders';
import { customForm, rulesContext } from './test-fixtures';
import type { CreateFormState, InfillCondition, PersonaCondition } from './types';

const ctx = rulesContext();
const crow = customForm('chirp-crow');
const song: CreateFormState = {
  ...crow,
  custom: {
    ...crow.custom,
    title: 'Night Drive',
    lyrics: '[Verse]\nNeon lights',
    styles: 'synthwave',
    excludeStyles: 'country',
  },
};
const on = (
  state: CreateFormState,
  model: CreateFormState['global']['model'],
): CreateFormState => ({
  ...state,
  global: { ...state.global, model },
});
const withCustom = (
  state: CreateFormState,
  patch: Partial<CreateFormState['custom']>,
): CreateFormState => ({
  ...state,
  custom: { ...state.custom, ...patch },
});
const simple = (prompt: string, instrumental = false): CreateFormState => ({
  ...crow,
  global: { ...crow.global, mode: 'simple' },
  simple: { prompt, instrumental },
});

function requestOf(
  state: CreateFormState,
  options: Parameters<typeof buildGenerationRequest>[2] = {},
  context = ctx,
): GenerateRequest {
  const result = buildGenerationRequest(state, context, options);
  if (!result.ok) throw new Error(`expected a request, got ${result.code}`);
  return result.request;
}

const persona: PersonaCondition = {
  personaId: 'p1',
  rootClipId: 'r1',
  clipId: 'r1',
  startSeconds: 0,
  endSeconds: 120,
  personaName: 'Voice',
  personaImageUrl: null,
};
const infill = (patch: Partial<InfillCondition> = {}): InfillCondition => ({
  type: 'infill',
  kind: 'infill',
  clipId: 'i1',
  startSeconds: 30,
  endSeconds: 40,
  contextStartSeconds: null,
  contextEndSeconds: null,
  lyrics: null,
  ...patch,
});

describe('1-generation §3, §5 buildGenerationRequest', () => {
  it('returns the wire GenerateRequest', () => {
    expectTypeOf<GenerateRequest>().toEqualTypeOf<components['schemas']['GenerateRequest']>();
  });

  it("simple mode sends the description, the instrumental switch and lyrics model 'default'", () => {
    const request = requestOf(simple('a rainy day song', true));
    expect(request).toEqual({
      mv: 'chirp-crow',
      generation_type: 'TEXT',
      task: null,
      gpt_description_prompt: 'a rainy day song',
      make_instrumental: true,
      metadata: {
        is_mumble: false,
        create_mode: 'simple',
        user_tier: 'pro',
        is_remix: false,
        can_control_sliders: true,
        lyrics_model: 'default',
      },
    });
    const chosen = { ...simple('x'), global: { ...simple('x').global, lyricsModel: 'remi-v1' } };
    expect(requestOf(chosen).metadata?.lyrics_model).toBe('remi-v1');
  });

  it('custom mode sends title, styles, excluded styles and lyrics', () => {
    expect(requestOf(song)).toMatchObject({
      title: 'Night Drive',
      tags: 'synthwave',
      negative_tags: 'country',
      prompt: '[Verse]\nNeon lights',
      make_instrumental: false,
      metadata: { create_mode: 'custom', is_max_mode: false },
    });
    expect(requestOf(song).metadata).not.toHaveProperty('lyrics_model');
    const chosen = { ...song, global: { ...song.global, lyricsModel: 'remi-v1' } };
    expect(requestOf(chosen).metadata?.lyrics_model).toBe('remi-v1');
  });

  it('make_instrumental is true in custom mode when lyrics are blank and mumble mode is off', () => {
    expect(requestOf(withCustom(song, { lyrics: '  ' })).make_instrumental).toBe(true);
    const mumble = withCustom(song, { lyrics: '', lyricsMode: 'mumble_mode' });
    expect(requestOf(mumble)).toMatchObject({
      make_instrumental: false,
      metadata: { is_mumble: true },
    });
  });

  it('mumble mode is allowed only for the bluejay and crow models', () => {
    const mumble = on(withCustom(song, { lyrics: '', lyricsMode: 'mumble_mode' }), 'chirp-v4-5');
    expect(requestOf(mumble)).toMatchObject({
      make_instrumental: true,
      metadata: { is_mumble: false },
    });
  });

  it('lyrics wholly in brackets count as instrumental-like', () => {
    expect(isInstrumentalLikeLyrics('[Instrumental]')).toBe(true);
    expect(isInstrumentalLikeLyrics('[Intro]\n\n[Outro]')).toBe(true);
    expect(isInstrumentalLikeLyrics('[Verse] words')).toBe(false);
    expect(isInstrumentalLikeLyrics('')).toBe(false);
    expect(requestOf(withCustom(song, { lyrics: '[Instrumental]' })).make_instrumental).toBe(true);
    expect(requestOf(withCustom(song, { lyricsMode: 'instrumental' }))).toMatchObject({
      prompt: '',
      make_instrumental: true,
    });
  });

  it('infill tasks leave make_instrumental unset', () => {
    const request = requestOf(withTimed(song, infill()));
    expect(request.task).toBe('infill');
    expect(request).not.toHaveProperty('make_instrumental');
    const simpleInfill = requestOf(withTimed(simple('x'), infill()));
    expect(simpleInfill).not.toHaveProperty('make_instrumental');
  });

  it.each([
    [119, undefined],
    [120, 120],
    [300, 300],
    [480, 480],
    [481, undefined],
    [null, undefined],
  ])('custom duration %s is sent only between 120 and 480 s', (durationSeconds, sent) => {
    expect(requestOf(withCustom(song, { durationSeconds })).duration).toBe(sent);
  });

  it('over-long tags, negative tags, prompt and continued prompt are silently cut to the model maximum', () => {
    const long = withCustom(song, {
      styles: 's'.repeat(1200),
      excludeStyles: 'x'.repeat(1200),
      lyrics: 'l'.repeat(6000),
      title: 't'.repeat(120),
    });
    const request = requestOf(long, { continuedAlignedPrompt: 'c'.repeat(6000) });
    expect(request.tags).toHaveLength(1000);
    expect(request.negative_tags).toHaveLength(1000);
    expect(request.prompt).toHaveLength(5000);
    expect(request.continued_aligned_prompt).toHaveLength(5000);
    expect(request.title).toHaveLength(100);
  });

  describe('control sliders', () => {
    it('are sent only when different from default, as fractions of 100', () => {
      expect(requestOf(song).metadata).not.toHaveProperty('control_sliders');
      const moved = withCustom(song, { weirdness: 80, styleInfluence: 50, audioInfluence: 10 });
      expect(requestOf(moved).metadata).toMatchObject({
        control_sliders: { weirdness_constraint: 0.8, audio_weight: 0.1 },
        can_control_sliders: true,
      });
      expect(requestOf(moved).metadata?.control_sliders).not.toHaveProperty('style_weight');
    });

    it('only for some models', () => {
      const moved = on(withCustom(song, { weirdness: 80 }), 'chirp-v4');
      expect(requestOf(moved).metadata).toMatchObject({ can_control_sliders: false });
      expect(requestOf(moved).metadata).not.toHaveProperty('control_sliders');
    });

    it('the audio weight is 75 when painting is set', () => {
      const painted = withTimed(song, {
        type: 'underpaint',
        clipId: 'c',
        startSeconds: 0,
        endSeconds: 100,
      });
      expect(sliderValue(painted, 'audio_weight')).toBe(75);
      expect(requestOf(painted).metadata?.control_sliders).toEqual({ audio_weight: 0.75 });
      expect(sliderValue(withCustom(song, { weirdness: 150 }), 'weirdness_constraint')).toBe(100);
    });
  });

  describe('models', () => {
    it('the tau variant is sent when references are present', () => {
      expect(requestOf(withUntimed(song, { cover: { clipId: 'c1' } }))).toMatchObject({
        mv: 'chirp-crow-tau',
        task: 'cover',
        cover_clip_id: 'c1',
      });
      expect(requestOf(song).mv).toBe('chirp-crow');
    });

    it('fixed_infill forces model chirp-carp', () => {
      expect(requestOf(withTimed(song, infill({ kind: 'fixed_infill' })))).toMatchObject({
        mv: 'chirp-carp',
        task: 'fixed_infill',
      });
    });
  });

  describe('conditions', () => {
    it('persona: persona and artist fields; the voice persona adds cfg_coef and source_cfg_coef', () => {
      const withPersona = withUntimed(song, {
        personas: [persona, { ...persona, personaId: 'p2', clipId: 'r2' }],
      });
      expect(requestOf(withPersona)).toMatchObject({
        task: 'artist_consistency',
        persona_id: 'p1',
        persona_ids: ['p1', 'p2'],
        artist_clip_id: 'r1',
        artist_clip_ids: ['r1', 'r2'],
        artist_start_s: 0,
        artist_end_s: 120,
      });
      expect(requestOf(withPersona)).not.toHaveProperty('cfg_coef');
      const vox = withUntimed(withPersona, { voxPersona: { enabled: true } });
      expect(requestOf(vox)).toMatchObject({ task: 'vox', cfg_coef: 2, source_cfg_coef: 5 });
    });

    it('extend: continue_clip_id and continue_at; upload_extend for an upload', () => {
      const extend = {
        type: 'extend' as const,
        clipId: 'e1',
        startSeconds: 99.8,
        clipDurationSeconds: 100,
        isUploadSource: false,
      };
      expect(requestOf(withTimed(song, extend))).toMatchObject({
        task: 'extend',
        continue_clip_id: 'e1',
        continue_at: 99.8,
        metadata: { is_remix: true },
      });
      expect(requestOf(withTimed(song, { ...extend, isUploadSource: true })).task).toBe(
        'upload_extend',
      );
    });

    it('infill: bounds, duration, full-context history and future, infill lyrics', () => {
      const request = requestOf(
        withTimed(
          song,
          infill({ contextStartSeconds: 10, contextEndSeconds: 70, lyrics: 'new words' }),
        ),
      );
      expect(request).toMatchObject({
        infill_start_s: 30,
        infill_end_s: 40,
        infill_dur_s: 10,
        infill_context_start_s: 10,
        infill_context_end_s: 70,
        include_history_s: 20,
        include_future_s: 30,
        metadata: { infill_lyrics: 'new words' },
      });
      expect(requestOf(withTimed(song, infill()))).toMatchObject({
        infill_start_s: 30,
        infill_end_s: 40,
        infill_dur_s: 10,
      });
    });

    it('full-context infill without both context bounds is an error', () => {
      expect(
        buildGenerationRequest(withTimed(song, infill({ contextStartSeconds: 10 })), ctx),
      ).toEqual({
        ok: false,
        code: 'missing_infill_bounds',
        message: null,
      });
    });

    it('intro and outro infills use 5, 10, 15 or 20 s', () => {
      const intro = infill({ kind: 'infill_intro', startSeconds: 0, endSeconds: 10 });
      expect(requestOf(withTimed(song, intro))).toMatchObject({
        task: 'infill_intro',
        infill_dur_s: 10,
      });
      expect(
        requestOf(
          withTimed(song, infill({ kind: 'infill_outro', startSeconds: 170, endSeconds: 180 })),
        ).task,
      ).toBe('infill_outro');
      expect(buildGenerationRequest(withTimed(song, { ...intro, endSeconds: 7 }), ctx)).toEqual({
        ok: false,
        code: 'unsupported_duration',
        message: null,
      });
    });

    it('underpainting and overpainting clip ids with capped start and end seconds', () => {
      const under = withTimed(song, {
        type: 'underpaint',
        clipId: 'u1',
        startSeconds: 0,
        endSeconds: 900,
      });
      expect(requestOf(under)).toMatchObject({
        task: 'underpainting',
        underpainting_clip_id: 'u1',
        underpainting_start_s: 0,
        underpainting_end_s: 480,
      });
      const over = withTimed(song, {
        type: 'overpaint',
        clipId: 'o1',
        startSeconds: 5,
        endSeconds: 50,
      });
      expect(requestOf(over)).toMatchObject({
        task: 'overpainting',
        overpainting_clip_id: 'o1',
        overpainting_start_s: 5,
        overpainting_end_s: 50,
      });
    });

    it('inspiration: playlist_id, playlist_clip_ids and playlist_condition', () => {
      expect(
        requestOf(withUntimed(song, { playlist: { playlistId: 'pl', name: 'P' } })),
      ).toMatchObject({ task: 'playlist_condition', playlist_id: 'pl' });
      expect(requestOf(withUntimed(song, { inspirationClipIds: ['a', 'b'] }))).toMatchObject({
        task: 'playlist_condition',
        playlist_clip_ids: ['a', 'b'],
      });
    });

    it('personalization with no references gives playlist_condition and use_personalization', () => {
      expect(requestOf(withUntimed(song, { chameleon: { enabled: true } }))).toMatchObject({
        task: 'playlist_condition',
        use_personalization: true,
      });
    });

    it('reused styles and lyrics: styles_lyrics_clip_id, remix-like', () => {
      expect(requestOf(withCustom(song, { reusedFromClipId: 'r9' }))).toMatchObject({
        styles_lyrics_clip_id: 'r9',
        metadata: { is_remix: true },
      });
    });
  });

  describe('metadata and options', () => {
    it('carries the caller options and the form metadata', () => {
      const state = withCustom(song, {
        vocalGender: 'female',
        maxMode: true,
        lastLyricsGeneration: { title: 't', lyrics: 'l', prompt: 'p', lyrics_model: 'm' },
      });
      const request = requestOf(state, {
        transactionUuid: 'tx',
        token: 'captcha',
        projectId: 'proj',
        editSessionId: 'edit',
        hash: 'h',
        webClientPathname: '/create',
        createSessionToken: 'cst',
        fromStudioProjectId: 'sp',
        createMode: 'studio_edit',
        lyricsUpdated: true,
        lastTagsGeneration: { tags: 'pop', request_id: 'r' },
        disableVolumeNormalization: true,
        forcedInferConfig: { steps: 4 },
        overrides: { override_history_clip_id: 'h1', override_history_end_seconds: 12 },
      });
      expect(request).toMatchObject({
        transaction_uuid: 'tx',
        token: 'captcha',
        project_id: 'proj',
        edit_session_id: 'edit',
        hash: 'h',
      });
      expect(request.metadata).toEqual({
        web_client_pathname: '/create',
        is_max_mode: true,
        is_mumble: false,
        create_mode: 'studio_edit',
        user_tier: 'pro',
        from_studio_project_id: 'sp',
        create_session_token: 'cst',
        disable_volume_normalization: true,
        vocal_gender: 'female',
        is_remix: false,
        can_control_sliders: true,
        last_lyrics_generation: { title: 't', lyrics: 'l', prompt: 'p', lyrics_model: 'm' },
        last_tags_generation: { tags: 'pop', request_id: 'r' },
        lyrics_updated: true,
        override_history_clip_id: 'h1',
        override_history_end_seconds: 12,
      });
    });

    it('forced_infer_config is staff-only; user_tier comes from the plan when the level is unknown', () => {
      const staff = rulesContext({ isStaff: true, subscriptionLevel: undefined, plan: 'free' });
      expect(requestOf(song, { forcedInferConfig: { steps: 4 } }, staff).metadata).toMatchObject({
        forced_infer_config: { steps: 4 },
        user_tier: 'basic',
      });
      expect(
        requestOf(song, {}, rulesContext({ subscriptionLevel: undefined, plan: undefined }))
          .metadata?.user_tier,
      ).toBe('basic');
    });
  });

  describe('errors', () => {
    it('adjust-speed mode has no generation request', () => {
      const adjust = { ...song, global: { ...song.global, mode: 'adjust_speed' as const } };
      expect(buildGenerationRequest(adjust, ctx)).toEqual({
        ok: false,
        code: 'adjust_speed_mode',
        message: null,
      });
    });

    it('a task error is returned with its message', () => {
      const state = withUntimed(song, { personas: [persona], inspirationClipIds: ['a'] });
      expect(buildGenerationRequest(state, ctx)).toEqual({
        ok: false,
        code: 'persona_playlist_needs_vox',
        message: 'Persona + Playlist combination requires vox persona to be enabled',
      });
      const coverInfill = withTimed(withUntimed(song, { cover: { clipId: 'c' } }), infill());
      expect(buildGenerationRequest(coverInfill, ctx, { surface: 'timeline' })).toMatchObject({
        message: 'Infill cover is not supported',
      });
      expect(requestOf(coverInfill).task).toBe('cover_infill');
    });
  });
});
