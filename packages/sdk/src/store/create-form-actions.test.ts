import { describe, expect, it } from 'vitest';
import { createFormTask } from '@cadenza/sdk';
import { withMswServer } from '../testing/test-kit';
import { activateCreatedPersona } from './create-form-actions';
import { setupStore } from './test-store';

const server = withMswServer();

const persona = (id: string) => ({
  id,
  root_clip_id: `root-${id}`,
  name: `Voice ${id}`,
  clip: { metadata: { tags: 'dream pop', negative_tags: 'metal', duration: 90 } },
});

describe('3-library-social §4 Personas: "On success the persona becomes active in the create form"', () => {
  it('the saved persona is the active one, its styles copied, the task artist_consistency', async () => {
    const { store } = setupStore(server);
    await store.query('getSession');
    expect(activateCreatedPersona(store, 'create', persona('p1'))).toBeNull();
    expect(activateCreatedPersona(store, 'create', persona('p2'))).toBeNull();
    const form = store.getState().createForm.create!;
    expect(form.global.untimedConditions.personas.map((p) => p.personaId)).toEqual(['p2']);
    expect(form.custom.styles).toBe('dream pop');
    expect(form.custom.excludeStyles).toBe('metal');
    expect(createFormTask(form)).toMatchObject({ task: 'artist_consistency' });
    store.dispose();
  });

  it('"with the multi-root flag it is added instead of replacing"', async () => {
    const { store, state } = setupStore(server);
    state.session = { ...state.session, flags: { 'multi-root-persona': true } };
    await store.query('getSession');
    activateCreatedPersona(store, 'create', persona('p1'));
    activateCreatedPersona(store, 'create', persona('p2'));
    const personas = store.getState().createForm.create!.global.untimedConditions.personas;
    expect(personas.map((p) => p.personaId)).toEqual(['p1', 'p2']);
    store.dispose();
  });

  it('nothing happens before the session loads', () => {
    const { store } = setupStore(server);
    expect(activateCreatedPersona(store, 'create', persona('p1'))).toBeNull();
    expect(store.getState().createForm.create ?? null).toBeNull();
    store.dispose();
  });
});
