import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { createFakeClock, createMemoryStorage, createMockHandlers } from '@cadenza/sdk/testing';
import type { LoadedProject, SessionPorts } from '@cadenza/studio-engine';
import { MESSAGES, STUDIO_ERRORS, STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { StudioScreen } from '../connected/StudioScreen';
import type { DecodedAudio } from '../connected/waveforms';
import { arrangedProject } from '../fixtures/projects';
import { STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '../labels';

/**
 * The studio screen in the states a project can open in (2-studio.md §4 Projects and versions,
 * §8 Project and Version load): read-only at a version with the clone modal, and every project
 * error of the catalogue. The session's ports answer from the story; the clock is a fake one, so
 * the loading overlay's 8 s and the 2.5 s autosave pass when the play function says.
 */
const clock = createFakeClock();

const SAMPLE_RATE = 8000;
/** A few seconds of a pulse over a chord: enough for a waveform that reads as music. */
function decodeFixture(): Promise<DecodedAudio> {
  const data = new Float32Array(SAMPLE_RATE * 24);
  for (let i = 0; i < data.length; i++) {
    const t = i / SAMPLE_RATE;
    const beat = (i % (SAMPLE_RATE / 2)) / (SAMPLE_RATE / 2);
    data[i] = 0.5 * Math.exp(-beat * 8) + 0.25 * Math.sin(2 * Math.PI * 3 * t) ** 2;
  }
  return Promise.resolve({ sampleRate: SAMPLE_RATE, channels: [data] });
}

const loaded = (over: Partial<LoadedProject> = {}): LoadedProject => ({
  projectId: 'project-1',
  title: 'Night Drive',
  state: arrangedProject(4, 2),
  versionId: 'version-3',
  lock: null,
  ...over,
});

const portsFor = (load: () => Promise<LoadedProject>, save?: SessionPorts['save']) =>
  ({
    load,
    save: save ?? (() => Promise.resolve({ version_id: 'version-4' })),
    fetchWaveform: () => Promise.resolve(null),
    fetchAudio: () => Promise.resolve(new ArrayBuffer(8)),
  }) satisfies SessionPorts;

function Screen({ ports }: { readonly ports: SessionPorts }) {
  const [store] = useState<CadenzaStore>(() =>
    createTestStore({ baseUrl: window.location.origin, clock, storage: createMemoryStorage() }),
  );
  return (
    <ConnectedProviders store={store}>
      <div style={{ height: 640 }}>
        <StudioScreen
          request={{ kind: 'project', projectId: 'project-1' }}
          ports={ports}
          decode={decodeFixture}
        />
      </div>
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Screen> = {
  title: 'Studio/Screen states',
  component: Screen,
  args: { ports: portsFor(() => Promise.resolve(loaded())) },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: createMockHandlers({ baseUrl: '' }).handlers },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline is up and the loading overlay's 8 s have passed. */
async function opened(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole(
    'group',
    { name: STUDIO_TIMELINE_LABELS.lanes },
    { timeout: 10_000 },
  );
  await clock.advance(9000);
}

/** A track switch pressed: an edit. */
const pressMute = (canvasElement: HTMLElement) =>
  userEvent.click(
    within(within(canvasElement).getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks }))
      .getAllByRole('button', { name: STUDIO_TIMELINE_LABELS.mute })
      .at(0) as HTMLElement,
  );

/**
 * Opened at a version (project_version_id): read-only, with a Remix button; an edit attempt opens
 * 'Duplicate project to Remix' with Cancel and Remix Project.
 */
export const LockedVersion: Story = {
  args: {
    ports: portsFor(() =>
      Promise.resolve(loaded({ lock: { kind: 'version', versionId: 'version-3' } })),
    ),
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await expect(within(canvasElement).getByText(STUDIO_SCREEN_LABELS.readOnly)).toBeVisible();
    await pressMute(canvasElement);
    const dialog = await screen.findByRole('alertdialog', {
      name: STUDIO_LABELS.duplicateToRemixTitle,
    });
    await expect(
      within(dialog).getByRole('button', { name: STUDIO_LABELS.remixProject }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: STUDIO_LABELS.cancel })).toBeVisible();
  },
};

/** Another creator's project: read-only too; the modal says why. */
export const NotOwner: Story = {
  args: {
    ports: portsFor(() =>
      Promise.resolve(loaded({ lock: { kind: 'not-owner', versionId: 'version-3' } })),
    ),
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await pressMute(canvasElement);
    await screen.findByRole('alertdialog', { name: STUDIO_LABELS.duplicateToRemixTitle });
  },
};

/** A project state without timing, tracks or selection: 'Invalid project state format' alone. */
export const InvalidProjectState: Story = {
  args: { ports: portsFor(() => Promise.resolve(loaded({ state: { tracks: 'none' } }))) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.invalidProjectState);
    await expect(
      within(canvasElement).queryByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes }),
    ).toBeNull();
  },
};

/** 'Failed to load project' / 'Please try again later.' */
export const FailedToLoadProject: Story = {
  args: { ports: portsFor(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(STUDIO_ERRORS.loadProjectFailed);
    await expect(alert).toHaveTextContent(STUDIO_ERRORS.tryAgainLater);
  },
};

/** Ports whose project version load is refused with 'Failed to load project version' and `why`. */
const versionRefused = (why: string) =>
  portsFor(() =>
    Promise.reject({
      notice: {
        kind: 'error',
        title: STUDIO_ERRORS.loadVersionFailed,
        description: why,
        durationMs: 5000,
      },
    }),
  );

/** A version that is gone (404): 'Failed to load project version' with the spec's reason. */
export const VersionNotFound: Story = {
  args: { ports: versionRefused(STUDIO_ERRORS.versionNotFound) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(STUDIO_ERRORS.loadVersionFailed);
    await expect(alert).toHaveTextContent(STUDIO_ERRORS.versionNotFound);
  },
};

/** A version of someone else's private project (403). */
export const VersionForbidden: Story = {
  args: { ports: versionRefused(STUDIO_ERRORS.versionForbidden) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(STUDIO_ERRORS.versionForbidden);
  },
};

/** A failed save keeps the edit and says 'Failed to save project' in the top bar. */
export const FailedToSave: Story = {
  args: {
    ports: portsFor(
      () => Promise.resolve(loaded()),
      () => Promise.reject(new Error('offline')),
    ),
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await pressMute(canvasElement);
    await clock.advance(3000);
    const status = await within(canvasElement).findByText(MESSAGES.failedToSaveProject);
    await expect(status).toBeVisible();
    const [mute] = within(
      within(canvasElement).getByRole('list', { name: STUDIO_TIMELINE_LABELS.tracks }),
    ).getAllByRole('button', { name: STUDIO_TIMELINE_LABELS.mute });
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
  },
};
