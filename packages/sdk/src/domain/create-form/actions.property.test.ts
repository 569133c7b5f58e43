import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSPIRATION_CLIPS_MAX, MODEL_KEYS } from '../constants';
import { modelSatisfies } from '../models';
import { applyRemix, applyStudioSelection } from '../remix';
import {
  addInspirationClips,
  applyInspirationPlaylist,
  applyPersona,
  removePersona,
  setCreateFormModel,
} from './actions';
import { modelNeeds } from './conditions';
import { createCreateFormState } from './defaults';
import { REMIX_TYPES } from './remix-plans';
import { billingModels, rulesContext, sourceClip } from './test-fixtures';
import type { CreateFormState, FormUpdate } from './types';

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const ctx = rulesContext(
  { flags: { 'playlist-condition': true, 'multi-root-persona': true } },
  billingModels((key) => key !== 'chirp-ibis'),
);

type Action = { readonly name: string; readonly run: (s: CreateFormState) => FormUpdate };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom(...MODEL_KEYS).map((m) => ({
    name: `model ${m}`,
    run: (s: CreateFormState) => setCreateFormModel(s, m, ctx),
  })),
  id.map((p) => ({
    name: `persona ${p}`,
    run: (s: CreateFormState) =>
      applyPersona(
        s,
        { id: p, root_clip_id: `r${p}`, clip: { metadata: { tags: 'soul', duration: 90 } } },
        ctx,
      ),
  })),
  id.map((p) => ({
    name: `remove persona ${p}`,
    run: (s: CreateFormState) => removePersona(s, p, ctx),
  })),
  id.map((p) => ({
    name: `playlist ${p}`,
    run: (s: CreateFormState) =>
      applyInspirationPlaylist(
        s,
        { id: p, name: 'Mix', playlist_clips: [{ clip: { user_id: 'user-1' } }] },
        ctx,
      ),
  })),
  fc.array(id, { maxLength: 5 }).map((ids) => ({
    name: `clips ${ids.join()}`,
    run: (s: CreateFormState) => addInspirationClips(s, ids, ctx),
  })),
  fc.tuple(fc.constantFrom(...REMIX_TYPES), id).map(([type, c]) => ({
    name: `remix ${type} ${c}`,
    run: (s: CreateFormState) => applyRemix(s, type, sourceClip(c, { has_vocal: false }), ctx),
  })),
  fc.tuple(fc.constantFrom('cover', 'extend', 'underpaint', 'overpaint'), id).map(([type, c]) => ({
    name: `selection ${type} ${c}`,
    run: (s: CreateFormState) => applyStudioSelection(s, { type, clip: sourceClip(c) }, ctx),
  })),
);

describe('1-generation §4 create-form actions, in any order (fast-check)', () => {
  it('every action leaves a form that satisfies the conflict rules, with its own rule applied', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 10 }), (actions) => {
        let state = createCreateFormState({ model: 'chirp-v4', mode: 'custom' });
        for (const a of actions) {
          const update = a.run(state);
          expect(update.ok, a.name).toBe(true);
          if (!update.ok) return;
          state = update.state;
          const u = state.global.untimedConditions;
          const t = state.global.timedCondition;
          expect(modelSatisfies(state.global.model, modelNeeds(state)), a.name).toBe(true);
          expect(u.inspirationClipIds.length).toBeLessThanOrEqual(INSPIRATION_CLIPS_MAX);
          if (u.playlist !== null) expect(t).toBeNull();
          if (a.name.startsWith('remix reuse'))
            expect(t === null && u.playlist === null).toBe(true);
          if (a.name.startsWith('remix cover')) expect(u.inspirationClipIds).toEqual([]);
          if (a.name.startsWith('persona'))
            expect(u.personas.some((p) => p.personaName === 'Untitled Persona')).toBe(true);
          if (a.name.startsWith('playlist')) expect(state.custom.title).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });
});
