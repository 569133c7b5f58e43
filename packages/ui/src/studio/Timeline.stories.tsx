import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { arrangedProject, emptyProject, projectWithTakeLanes } from './fixtures/projects';
import { fixturePeaks } from './fixtures/peaks';
import { harnessArgs } from './fixtures/harness-args';
import { TimelineHarness } from './fixtures/TimelineHarness';

const ready = fixturePeaks();
const withFaults = fixturePeaks({ missing: ['song-b'], undecodable: ['song-c'] });
const arriving = fixturePeaks({ loading: ['song-a', 'song-c'] });
const sixteen = arrangedProject(16, 3);

const meta = {
  title: 'Studio/Timeline',
  component: TimelineHarness,
  args: {
    project: sixteen,
    heightPx: 640,
    pxPerBeat: 12,
    ...harnessArgs(ready),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: one empty track (2-studio §4) and the hint to add content. */
export const EmptyProject: Story = {
  args: { project: emptyProject(), heightPx: 360, pxPerBeat: 100 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Track name' })).toHaveValue('New Track');
    await expect(c.getByText('Drop a song or an audio file here to start')).toBeVisible();
  },
};

/** Sixteen tracks of clips, zoomed out to see the arrangement; only the visible rows are mounted. */
export const SixteenTracks: Story = {
  args: { heightPx: 1500, playheadBeats: 20 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('textbox', { name: 'Track name' })).toHaveLength(16);
    await expect(c.getByText('16 tracks')).toBeVisible();
  },
};

/** A selection range over three tracks, the playhead inside it and the loop region on. */
export const Selection: Story = {
  args: {
    project: { ...sixteen, loop: { enabled: true, startBeats: 0, endBeats: 32 } },
    pxPerBeat: 24,
    selection: { startBeats: 8, endBeats: 24, trackIds: ['track-1', 'track-2', 'track-3'] },
    playheadBeats: 14,
  },
};

/** Clips whose audio is missing or cannot be decoded are marked; the rest play and draw as usual. */
export const MissingAudio: Story = {
  args: {
    project: arrangedProject(4, 3),
    heightPx: 420,
    pxPerBeat: 20,
    audio: withFaults.audio,
    peaks: withFaults.peaks,
  },
};

/**
 * Clips whose audio is still arriving: their waveform is drawn from the waveform aggregates,
 * striped and marked 'Loading audio…' (also in a status) until the audio has decoded.
 */
export const AudioLoading: Story = {
  args: {
    project: arrangedProject(4, 3),
    heightPx: 420,
    pxPerBeat: 20,
    audio: arriving.audio,
    peaks: arriving.peaks,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading audio…');
  },
};

/** A track armed for recording. */
export const RecordArmed: Story = {
  args: {
    project: (() => {
      const p = arrangedProject(3, 2);
      return {
        ...p,
        tracks: p.tracks.map((t, i) => (i === 1 ? { ...t, arm: true, name: 'Vocal Take' } : t)),
      };
    })(),
    heightPx: 340,
    pxPerBeat: 30,
  },
  play: async ({ canvasElement }) => {
    const arms = within(canvasElement).getAllByRole('button', { name: 'Record arm' });
    await expect(arms.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ]);
  },
};

/** Take lanes of 32 px under a track, the second not listened to yet. */
export const TakeLanes: Story = {
  args: {
    project: projectWithTakeLanes(),
    heightPx: 460,
    pxPerBeat: 30,
    unheardTakeLaneIds: ['take-2'],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: 'Not listened to yet' }),
    ).toHaveLength(1);
  },
};

/** Zoomed in to 800 px per beat: the ruler labels sixteenths, the waveform comes from a fine mip-map level. */
export const ZoomedIn: Story = {
  args: {
    project: arrangedProject(3, 2),
    heightPx: 340,
    pxPerBeat: 800,
    selectedClipIds: ['clip-0-0'],
  },
};

/** Fades drawn on clips (exponent-2 curves); the selected clip shows its fade handles at its top corners. */
export const Fades: Story = {
  args: {
    project: (() => {
      const p = arrangedProject(3, 2);
      return {
        ...p,
        tracks: p.tracks.map((t) => ({
          ...t,
          clips: t.clips.map((c, j) => ({ ...c, fadeInBeats: 2 + j, fadeOutBeats: 3 - j })),
        })),
      };
    })(),
    heightPx: 340,
    pxPerBeat: 40,
    selectedClipIds: ['clip-0-0'],
  },
};

/** The lanes' point at view px (x, y). */
const lanePoint = (canvasElement: HTMLElement, x: number, y: number) => {
  const lanes = within(canvasElement).getByRole('group', { name: 'Track lanes' });
  const box = lanes.getBoundingClientRect();
  return { lanes, at: { clientX: box.left + x, clientY: box.top + y, pointerId: 1, button: 0 } };
};

/**
 * A clip while its end edge is dragged (the pointer still down): the trim previews through the
 * engine's resizeClip, the clip already drawn at its new end.
 */
export const ClipBeingTrimmed: Story = {
  args: { project: arrangedProject(3, 2), heightPx: 340, pxPerBeat: 40, editable: true },
  play: async ({ canvasElement, args }) => {
    // clip-0-0 spans beats 0..8: its end edge is at 320 px.
    const { lanes, at } = lanePoint(canvasElement, 318, 50);
    fireEvent.pointerDown(lanes, at);
    for (const dx of [-10, -40, -80])
      fireEvent.pointerMove(lanes, { ...at, clientX: at.clientX + dx });
    await waitFor(() =>
      expect(args.onIntent).toHaveBeenLastCalledWith({
        phase: 'preview',
        intent: { type: 'resizeClip', clipId: 'clip-0-0', edge: 'end', beats: 6 },
      }),
    );
  },
};
