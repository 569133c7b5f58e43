/**
 * 'Create a Persona', connected, against the SDK's MSW handlers (3-library-social §2 Create
 * Persona dialog, §4 Personas, §5 persona validation, §7 persona/create; 1-generation §5
 * persona sources): the payload, 'Make Persona Public?' before a first public persona, the song
 * picker's disabled sources, and creation errors swallowed silently.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { createFormTask, PERSONA_MESSAGES } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { makeClip, makePersona } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { COMMON_LABELS, PERSONA_DIALOG_LABELS as L } from '../../modals/labels';
import { CreatePersona } from './CreatePersona';

const server = kit.serveMock();

const song = (
  id: string,
  title: string,
  metadata: Partial<Clip['metadata']> = {},
  userId = 'user-1',
) => makeClip({ id, title, user_id: userId, metadata: { duration: 150, ...metadata } });

const SONGS = [
  song('clip-sun', 'Sunrise Run'),
  song('clip-memo', 'Voice memo', { type: 'upload' }),
  song('clip-stem', 'Night Drive (Vocals)', { type: 'stem' }),
  song('clip-theirs', 'Their Song', {}, 'user-2'),
];

function mount(
  options: {
    personas?: number;
    session?: kit.RenderConnectedOptions['session'];
    clip?: Clip | null;
  } = {},
) {
  const personas = kit.record('getPersonas', () =>
    HttpResponse.json({
      personas: Array.from({ length: options.personas ?? 0 }, (_, i) =>
        makePersona({ id: `persona-${i}` }),
      ),
      num_total_results: options.personas ?? 0,
    }),
  );
  const create = kit.record('createPersona', () =>
    HttpResponse.json({ id: 'persona-new', root_clip_id: FIXTURE_SONG.id, clip: FIXTURE_SONG }),
  );
  const image = kit.record('generatePromptImage', () =>
    HttpResponse.json({ image_url: 'https://cdn.test/avatar.png', image_s3_id: 's3-avatar' }),
  );
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <CreatePersona
      clip={options.clip === undefined ? FIXTURE_SONG : options.clip}
      open
      onClose={onClose}
      onCreated={onCreated}
    />,
    {
      clips: [FIXTURE_SONG, ...SONGS],
      handlers: [personas.handler, create.handler, image.handler],
      ...(options.session === undefined ? {} : { session: options.session }),
    },
  );
  return { ...mounted, onClose, onCreated, personas, create, image };
}

const dialog = () => screen.findByRole('dialog', { name: 'Create a Persona' });
const songButton = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: L.basedOn })).findByRole('button', { name });

describe("'Create a Persona'", () => {
  test('Save posts persona/create with user_id, root_clip_id, clips [root], name, description, the avatar and is_public; it closes with the new id', async () => {
    const { user, create, image, onClose, onCreated } = mount({ personas: 1 });
    await dialog();
    await user.type(screen.getByRole('textbox', { name: L.name }), 'Night Voice');
    await user.type(screen.getByRole('textbox', { name: L.avatarPrompt }), 'neon owl');
    await user.click(screen.getByRole('button', { name: L.createAvatar }));
    expect(await screen.findByRole('img', { name: L.avatar })).toHaveAttribute(
      'src',
      'https://cdn.test/avatar.png',
    );
    expect(image.calls[0]?.body).toEqual({ prompt: 'neon owl' });
    await user.type(screen.getByRole('textbox', { name: L.personaDescription }), 'Breathy');
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('persona-new'));
    expect(create.calls[0]?.body).toEqual({
      user_id: 'user-1',
      root_clip_id: FIXTURE_SONG.id,
      clips: [FIXTURE_SONG.id],
      name: 'Night Voice',
      description: 'Breathy',
      image_s3_id: 's3-avatar',
      is_public: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  test("a first persona made public asks 'Make Persona Public?': Cancel goes back unsent, Confirm saves", async () => {
    const { user, create, onCreated } = mount({ personas: 0 });
    await dialog();
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: L.public })).toBeChecked());
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make Persona Public?' });
    await user.click(within(confirm).getByRole('button', { name: COMMON_LABELS.cancel }));
    expect(await dialog()).toBeVisible();
    expect(create.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    const again = await screen.findByRole('alertdialog', { name: 'Make Persona Public?' });
    await user.click(within(again).getByRole('button', { name: COMMON_LABELS.confirm }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('persona-new'));
    expect(create.calls).toHaveLength(1);
  });

  test("with privacy-mode on a new persona is private by default: no confirmation, a blank name saved as 'Untitled Persona'", async () => {
    const { user, create } = mount({ personas: 0, session: { flags: { 'privacy-mode': true } } });
    await dialog();
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: L.public })).not.toBeChecked(),
    );
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    await vi.waitFor(() => expect(create.calls).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(create.calls[0]?.body).toMatchObject({ name: 'Untitled Persona', is_public: false });
  });

  test("the picker offers the viewer's songs; an upload is disabled ('Personas from audio uploads are disabled at this time.'), a stem is not allowed ('A Persona cannot be created from this clip.')", async () => {
    mount();
    expect(await songButton(/Sunrise Run/)).toBeEnabled();
    const memo = await songButton(/Voice memo/);
    expect(memo).toBeDisabled();
    expect(memo).toHaveTextContent(PERSONA_MESSAGES.audioUploadDisabled);
    const stem = await songButton(/Night Drive \(Vocals\)/);
    expect(stem).toBeDisabled();
    expect(stem).toHaveTextContent(PERSONA_MESSAGES.notAllowedSource);
    expect(screen.queryByRole('button', { name: /Their Song/ })).toBeNull();
  });

  test('the chosen song is sent as the root clip', async () => {
    const { user, create } = mount({ personas: 1 });
    await user.click(await songButton(/Sunrise Run/));
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    await vi.waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.calls[0]?.body).toMatchObject({
      root_clip_id: 'clip-sun',
      clips: ['clip-sun'],
    });
  });

  test('"On success the persona becomes active in the create form", the task artist_consistency; opened from the persona picker no song is chosen', async () => {
    const { user, store, create, onClose } = mount({ personas: 1, clip: null });
    await dialog();
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    expect(await screen.findByText(PERSONA_MESSAGES.baseClipRequired)).toBeVisible();
    expect(create.calls).toHaveLength(0);
    await user.click(await songButton(/Sunrise Run/));
    await user.click(screen.getByRole('button', { name: COMMON_LABELS.save }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = store.getState().createForm.create;
    expect(form?.global.untimedConditions.personas.map((p) => p.personaId)).toEqual([
      'persona-new',
    ]);
    expect(createFormTask(form!)).toMatchObject({ task: 'artist_consistency' });
  });

  test('persona creation errors from this dialog are swallowed silently: no message, the dialog stays', async () => {
    const { user, onClose, onCreated } = mount({ personas: 1 });
    const refused = kit.record('createPersona', () => kit.refusal(400, 'Persona limit reached'));
    server.use(refused.handler);
    const save = await screen.findByRole('button', { name: COMMON_LABELS.save });
    await user.click(save);
    await vi.waitFor(() => expect(refused.calls).toHaveLength(1));
    await vi.waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Persona limit reached')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
