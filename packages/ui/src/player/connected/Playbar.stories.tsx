import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dispatchPlayerEvent, type CadenzaStore, type Clip } from '@cadenza/sdk/store';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../../create/fixtures/connected';
import { createFakeAudioOutput } from '../fixtures/fake-audio-output';
import { FIXTURE_QUEUE, NEON_NIGHTS } from '../fixtures/clips';
import { PLAYBAR_LABELS } from '../labels';
import { Playbar } from './Playbar';

/** The SDK store on the Storybook origin (MSW answers), its queue set to `clips`. */
function Connected({ clips }: { readonly clips: readonly Clip[] }) {
  const [store] = useState<CadenzaStore>(() => {
    const created = createTestStore({
      baseUrl: window.location.origin,
      storage: createMemoryStorage(),
    });
    if (clips.length > 0)
      dispatchPlayerEvent(created, {
        type: 'queue',
        event: {
          type: 'setQueue',
          clips,
          context: { type: 'library' },
          continuousPreference: true,
        },
      });
    return created;
  });
  // Stories stay silent and deterministic: the fake output stands in for the audio element.
  const [output] = useState(() => createFakeAudioOutput());
  return (
    <ConnectedProviders store={store}>
      <Playbar createOutput={() => output} />
    </ConnectedProviders>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Player/Connected/Playbar',
  component: Connected,
  args: { clips: FIXTURE_QUEUE },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingQueued: Story = { args: { clips: [] } };

export const Queued: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NEON_NIGHTS.title)).toBeVisible();
  },
};

/** Play switches the button to Pause (the store's player is playing). */
export const PlayPressed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PLAYBAR_LABELS.play }));
    await expect(canvas.getByRole('button', { name: PLAYBAR_LABELS.pause })).toBeVisible();
  },
};

/** Next moves to the second clip of the queue. */
export const NextPressed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PLAYBAR_LABELS.next }));
    await expect(canvas.getByText(FIXTURE_QUEUE[1]?.title ?? '')).toBeVisible();
  },
};
