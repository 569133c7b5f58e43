import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applyCommand, sequentialIds, type StudioProjectState } from '@cadenza/studio-engine';
import { fixturePeaks } from './fixtures/peaks';
import { projectWithTakeLanes } from './fixtures/projects';
import { harnessArgs } from './fixtures/harness-args';
import { TimelineHarness } from './fixtures/TimelineHarness';
import { STUDIO_TIMELINE_LABELS as L } from './labels';

const ready = fixturePeaks();
const lanes = projectWithTakeLanes();
const trackId = lanes.tracks[0]?.id ?? '';
/** Take 2 covers beats 6–18 of the first track. */
const selection = { startBeats: 8, endBeats: 12, trackIds: [trackId] };

function comped(): StudioProjectState {
  const result = applyCommand(
    { ...lanes, selection: { ...lanes.selection, anchorBeats: 8, focusBeats: 12 } },
    { type: 'compTakeLane', trackId, takeLaneId: 'take-2', startBeats: 8, endBeats: 12 },
    { newId: sequentialIds('comp-') },
  );
  return result.state;
}

const meta = {
  title: 'Studio/Take lanes',
  component: TimelineHarness,
  args: {
    project: lanes,
    heightPx: 300,
    pxPerBeat: 30,
    ...harnessArgs(ready),
    unheardTakeLaneIds: ['take-2'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two take lanes of 32 px under a track, the second marked unheard; Audition plays it from its start. */
export const Unheard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('img', { name: L.unheard })).toHaveLength(1);
    const take = c.getByRole('group', { name: 'Version 2' });
    await userEvent.click(within(take).getByRole('button', { name: L.audition }));
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'takeLane/audition', trackId, takeLaneId: 'take-2', fromBeats: 6 },
    });
    // Without a selection on the track there is no range to comp.
    await expect(within(take).getByRole('button', { name: L.compSelection })).toBeDisabled();
  },
};

/** 'Version 2' is being auditioned: it plays in place of its track (the playhead runs in it). */
export const Auditioning: Story = {
  args: {
    audition: { trackId, takeLaneId: 'take-2' },
    unheardTakeLaneIds: [],
    playheadBeats: 9,
  },
  play: async ({ canvasElement }) => {
    const take = within(canvasElement).getByRole('group', { name: 'Version 2' });
    await expect(within(take).getByRole('button', { name: L.stopAudition })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A range selected over the track: 'Use' comps that range from the lane. */
export const RangeToComp: Story = {
  args: { selection },
  play: async ({ canvasElement, args }) => {
    const take = within(canvasElement).getByRole('group', { name: 'Version 2' });
    await userEvent.click(within(take).getByRole('button', { name: L.compSelection }));
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: {
        type: 'compTakeLane',
        trackId,
        takeLaneId: 'take-2',
        startBeats: 8,
        endBeats: 12,
      },
    });
  },
};

/** After the comp: beats 8–12 of the track play 'Take 2'; the track's own audio there is in the lane. */
export const Comped: Story = {
  args: { project: comped(), selection, unheardTakeLaneIds: [] },
};

/** 'Version 1' soloed: it plays for its track. */
export const Soloed: Story = {
  args: {
    project: {
      ...lanes,
      tracks: lanes.tracks.map((t, i) => (i === 0 ? { ...t, soloTakeLaneId: 'take-1' } : t)),
    },
  },
  play: async ({ canvasElement }) => {
    const take = within(canvasElement).getByRole('group', { name: 'Version 1' });
    await expect(within(take).getByRole('button', { name: L.soloTake })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
