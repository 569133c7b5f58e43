/**
 * The connected form's /create prefill against the SDK's MSW handlers (1-generation §2 routes):
 * remix_clip + remix_type and use_persona load the clip and persona through the SDK and prefill
 * the form once.
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { CREATE_FORM_TITLES, SONG_MENU_DISABLED_MESSAGES } from '@cadenza/sdk';
import { handle } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { FIXTURE_CLIPS, FIXTURE_PERSONAS } from '../fixtures/data';
import { CHIP_LABELS, FORM_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const server = serveMock();

const song = {
  ...FIXTURE_CLIPS.song,
  title: 'Night Drive',
  persona: { id: 'persona-aria', name: 'Aria', is_owned: true, is_public: true },
  metadata: {
    ...FIXTURE_CLIPS.song.metadata,
    prompt: '[Verse] neon',
    tags: 'synthwave',
    negative_tags: 'metal',
    duration: 184,
    has_vocal: false,
    type: 'gen',
  },
};

function mount(search: string, clip: object = song) {
  const clipRequests: string[] = [];
  const handlers = [
    handle(
      'getClip',
      ({ params }) => {
        clipRequests.push(String(params['clip_id']));
        return HttpResponse.json(clip as never);
      },
      BASE,
    ),
    handle('getPersona', () => HttpResponse.json(FIXTURE_PERSONAS[0] as never), BASE),
  ];
  const searchParams = new URLSearchParams(search);
  const ui = () => <CreateForm pathname="/create" searchParams={searchParams} />;
  const { rerender, user } = renderConnected(server, ui(), { handlers });
  return { rerender, ui, clipRequests, user };
}

// The connected form mounts the whole store: give each test room on a shared machine.
const SLOW = { timeout: 20_000 };

describe(
  'create page prefill (1-generation §2: /create?remix_clip={clipId}&remix_type=...)',
  SLOW,
  () => {
    test('remix_type=cover opens custom mode with the clip title, lyrics and styles and a cover chip', async () => {
      const { clipRequests } = mount('remix_clip=clip-night&remix_type=cover');
      expect(await screen.findByDisplayValue('Night Drive')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: FORM_LABELS.styles })).toHaveValue('synthwave');
      expect(screen.getByText(CHIP_LABELS.cover)).toBeInTheDocument();
      expect(clipRequests).toEqual(['clip-night']);
    });

    test("remix_type=add_vocal writes a title ending ' (Add Vocal)'", async () => {
      mount('remix_clip=clip-night&remix_type=add_vocal');
      expect(
        await screen.findByDisplayValue(`Night Drive${CREATE_FORM_TITLES.addVocalSuffix}`),
      ).toBeInTheDocument();
    });

    test("remix_type=speed on an upload: 'Cannot adjust speed of uploaded audio and its derivatives'", async () => {
      mount('remix_clip=clip-upload&remix_type=speed', FIXTURE_CLIPS.upload);
      expect(
        (await screen.findAllByText(SONG_MENU_DISABLED_MESSAGES.speedUpload)).length,
      ).toBeGreaterThan(0);
    });

    test('the prefill is applied once: an edit after it is kept when the page re-renders', async () => {
      const { rerender, ui, user } = mount('remix_clip=clip-night&remix_type=cover');
      const title = await screen.findByDisplayValue('Night Drive');
      await user.clear(title);
      await user.type(title, 'Mine');
      rerender(ui());
      expect(screen.getByRole('textbox', { name: FORM_LABELS.title })).toHaveValue('Mine');
    });

    test("use_persona={clipId} adds the clip's persona with its root clip's styles", async () => {
      const { user } = mount('use_persona=clip-night');
      expect(await screen.findByText(CHIP_LABELS.persona)).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: FORM_LABELS.custom }));
      expect(screen.getByRole('textbox', { name: FORM_LABELS.styles })).toHaveValue(
        'dream pop, airy vocals',
      );
    });
  },
);
