import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HttpResponse, type HttpHandler } from 'msw';
import { GENERATION_ERROR_BODY_MARKERS, GENERATION_ERROR_MESSAGES } from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import {
  createFakeClock,
  createMemoryStorage,
  createMockHandlers,
  createMockState,
  handle,
} from '@cadenza/sdk/testing';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../fixtures/connected';
import { FIXTURE_CLIPS, FIXTURE_MODELS, FIXTURE_PERSONAS, fixtureSession } from '../fixtures/data';
import { ADD_MENU_LABELS, CHIP_LABELS, COPYRIGHT_WARNING_LABELS, FORM_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

/** Every operation answered by the SDK's MSW handlers on a frozen clock, after the overrides. */
function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  const state = createMockState({ clock: createFakeClock() });
  state.session = fixtureSession({ models: FIXTURE_MODELS });
  return [...overrides, ...createMockHandlers({ baseUrl: '', state }).handlers];
}

function Connected({
  pathname,
  search = '',
  modelIntros = false,
}: {
  readonly pathname: string;
  /** Shows the crow and bluejay modals. */
  readonly modelIntros?: boolean;
  /** The page URL's query (remix_clip + remix_type, use_persona). */
  readonly search?: string;
}) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store} holdToasts>
      <CreateForm
        pathname={pathname}
        searchParams={new URLSearchParams(search)}
        modelIntros={modelIntros}
      />
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Create/Connected/CreateForm',
  component: Connected,
  args: { pathname: '/create' },
  parameters: { msw: { handlers: handlers() } },
};
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  await screen.findByRole('status', { name: FORM_LABELS.creditsLabel });
};

const describeAndCreate = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: FORM_LABELS.description }));
  await userEvent.paste('A dreamy synth-pop song');
  await userEvent.click(canvas.getByRole('button', { name: FORM_LABELS.create }));
};

/** The form on /create, opened with the session from the mock service. */
export const OnCreatePage: Story = { play: loaded };

/** Inside /studio paths the form keeps its own state and opens in custom mode. */
export const InStudio: Story = {
  args: { pathname: '/studio' },
  play: async ({ canvasElement }) => {
    await loaded();
    await expect(
      await within(canvasElement).findByRole('textbox', { name: FORM_LABELS.title }),
    ).toBeVisible();
  },
};

/** 402 past due: the toast with its Manage link to /account. */
export const PastDueError: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        handle('generate', () =>
          HttpResponse.json(
            { detail: GENERATION_ERROR_BODY_MARKERS.subscriptionPastDue },
            { status: 402 },
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await loaded();
    await describeAndCreate(canvasElement);
    await expect(
      await screen.findByRole('link', { name: GENERATION_ERROR_MESSAGES.manageLink }),
    ).toBeVisible();
  },
};

/** 424 with copyright infringement: the copyright warning. */
export const CopyrightWarning: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        handle('generate', () =>
          HttpResponse.json(
            { detail: GENERATION_ERROR_BODY_MARKERS.copyrightInfringement },
            { status: 424 },
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await loaded();
    await describeAndCreate(canvasElement);
    await expect(
      await screen.findByRole('alertdialog', { name: COPYRIGHT_WARNING_LABELS.title }),
    ).toBeVisible();
  },
};

/** The add menu's Inspo panel lists the user's playlists from the service. */
export const InspoFromService: Story = {
  play: async ({ canvasElement }) => {
    await loaded();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: ADD_MENU_LABELS.trigger }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }),
    );
    await screen.findByRole('searchbox', { name: ADD_MENU_LABELS.searchPlaylists });
  },
  parameters: { visual: { disable: true } },
};

/** The clip a remix or use_persona link names, with its texts and its persona. */
const remixSource = {
  ...FIXTURE_CLIPS.song,
  persona: { id: 'persona-aria', name: 'Aria', is_owned: true, is_public: true },
  metadata: {
    ...FIXTURE_CLIPS.song.metadata,
    prompt: '[Verse]\nNeon lights on the water',
    tags: 'synthwave, dreamy',
    negative_tags: 'metal',
    type: 'gen',
    has_vocal: false,
  },
};
const prefillHandlers = () =>
  handlers(
    handle('getClip', () => HttpResponse.json(remixSource as never)),
    handle('getFeedV2', () => HttpResponse.json({ clips: [remixSource] } as never)),
    handle('getPersona', () => HttpResponse.json(FIXTURE_PERSONAS[0] as never)),
  );

/** /create?remix_clip=…&remix_type=cover: custom mode with the clip's texts and a cover chip. */
export const RemixCover: Story = {
  args: { search: 'remix_clip=clip-night&remix_type=cover' },
  parameters: { msw: { handlers: prefillHandlers() } },
  play: async ({ canvasElement }) => {
    await loaded();
    await expect(await within(canvasElement).findByText(CHIP_LABELS.cover)).toBeVisible();
  },
};

/** /create?remix_clip=…&remix_type=extend: the extend chip with its extend-from field. */
export const RemixExtend: Story = {
  args: { search: 'remix_clip=clip-night&remix_type=extend' },
  parameters: { msw: { handlers: prefillHandlers() } },
  play: async ({ canvasElement }) => {
    await loaded();
    await expect(await within(canvasElement).findByText(CHIP_LABELS.extend)).toBeVisible();
  },
};

/** /create?use_persona=…: the persona of that clip, as a chip. */
export const UsePersona: Story = {
  args: { search: 'use_persona=clip-night' },
  parameters: { msw: { handlers: prefillHandlers() } },
  play: async ({ canvasElement }) => {
    await loaded();
    await expect(await within(canvasElement).findByText(CHIP_LABELS.persona)).toBeVisible();
  },
};

/** With the model introductions on, a plan that can use chirp-crow sees the crow modal once. */
export const CrowModal: Story = {
  args: { modelIntros: true },
  play: async () => {
    // The open modal hides the form from the accessibility tree: wait for the dialog alone.
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
