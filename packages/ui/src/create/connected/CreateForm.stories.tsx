import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HttpResponse, type HttpHandler } from 'msw';
import {
  GENERATION_ERROR_BODY_MARKERS,
  GENERATION_ERROR_MESSAGES,
  type CadenzaStore,
} from '@cadenza/sdk';
import {
  createFakeClock,
  createMemoryStorage,
  createMockHandlers,
  createMockState,
  handle,
} from '@cadenza/sdk/testing';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../fixtures/connected';
import { FIXTURE_MODELS, fixtureSession } from '../fixtures/data';
import { ADD_MENU_LABELS, COPYRIGHT_WARNING_LABELS, FORM_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

/** Every operation answered by the SDK's MSW handlers on a frozen clock, after the overrides. */
function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  const state = createMockState({ clock: createFakeClock() });
  state.session = fixtureSession({ models: FIXTURE_MODELS });
  return [...overrides, ...createMockHandlers({ baseUrl: '', state }).handlers];
}

function Connected({ pathname }: { readonly pathname: string }) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store} holdToasts>
      <CreateForm pathname={pathname} />
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
