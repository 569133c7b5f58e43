import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arrangedProject } from './fixtures/projects';
import { fixturePeaks } from './fixtures/peaks';
import { TimelineHarness } from './fixtures/TimelineHarness';

const ready = fixturePeaks();
const project = (() => {
  const p = arrangedProject(6, 3);
  return {
    ...p,
    tracks: p.tracks.map((t, i) =>
      i === 2
        ? {
            ...t,
            clips: t.clips.map((c, j) =>
              j === 0
                ? {
                    ...c,
                    transposition: 3,
                    amplitude: 0.5,
                    warp: { ...c.warp, enabled: true, speed: 0.5 },
                  }
                : c,
            ),
          }
        : t,
    ),
  };
})();

const meta = {
  title: 'Studio/Workspace',
  component: TimelineHarness,
  args: {
    project,
    heightPx: 620,
    pxPerBeat: 16,
    snap: { enabled: true, multiplier: 1 },
    selection: null,
    selectedClipIds: ['clip-2-0'],
    playheadBeats: 6,
    audio: ready.audio,
    peaks: ready.peaks,
    onIntent: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clip selected with the clip settings panel open in the sidebar (350 px). */
export const ClipSettingsOpen: Story = {
  args: { sidebarSection: 'clip-info' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: /Drums 1/ })).toBeVisible();
    await expect(c.getByRole('radio', { name: 'On Beat' })).toHaveAttribute('aria-checked', 'true');
    const transpose = c.getByRole('textbox', { name: 'Transpose' });
    await expect(transpose).toHaveValue('+3');
    await userEvent.clear(transpose);
    await userEvent.type(transpose, '+30{Enter}');
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'setClipTransposition', clipId: 'clip-2-0', value: 24 },
    });
    await expect(transpose).toHaveValue('+24');
    await userEvent.click(c.getByRole('button', { name: 'Halve' }));
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'scaleClipSpeed', clipId: 'clip-2-0', factor: 0.5 },
    });
  },
};

/** The sidebar collapsed to its 50 px rail. */
export const SidebarCollapsed: Story = {
  args: { sidebarSection: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clip info' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
