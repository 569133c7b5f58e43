import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor } from 'storybook/test';
import { initialTrim, minTrimS, moveTrim, type HookTrim } from './hook-flow-state';
import { HOOK_LABELS as L } from './labels';
import { HookTrimBar } from './HookTrimBar';

/**
 * The hook trim bar (2-studio §5 Trim selection): step 0.2 s, the handles at least 10 px (and
 * 10 s) apart, a drag along the track draws a selection and a tap on it clears the selection
 * back to the default range. The stories hold the trim as the hook flow does.
 */
function TrimBarHarness({ widthPx, durationS, from }: TrimBarHarnessProps) {
  const songS = 180;
  const [trim, setTrim] = useState<HookTrim>(from);
  const [px, setPx] = useState(widthPx);
  const limits = { songS, videoS: durationS, pxPerSecond: px / durationS };
  return (
    <div style={{ width: widthPx, padding: 16 }}>
      <HookTrimBar
        startS={trim.videoStartS}
        endS={trim.videoEndS}
        durationS={durationS}
        minGapS={minTrimS(limits.pxPerSecond)}
        onChange={(videoStartS, videoEndS) =>
          setTrim(moveTrim({ ...trim, videoStartS, videoEndS }, limits))
        }
        onClear={() => setTrim(initialTrim(songS, durationS))}
        onWidthPx={setPx}
      />
    </div>
  );
}

interface TrimBarHarnessProps {
  readonly widthPx: number;
  readonly durationS: number;
  readonly from: HookTrim;
}

const meta = {
  title: 'Video hooks/HookTrimBar',
  component: TrimBarHarness,
  args: {
    widthPx: 440,
    durationS: 40,
    from: { videoStartS: 12, videoEndS: 24, songStartS: 0 },
  },
} satisfies Meta<typeof TrimBarHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (name: string) =>
  Number(screen.getByRole('slider', { name }).getAttribute('aria-valuenow'));

/** A part of the video chosen: 12 s to 24 s of 40 s. */
export const Selected: Story = {};

/** A tap on the track (a selection narrower than 10 px) clears it: back to 0 s – 40 s. */
export const TapClears: Story = {
  play: async () => {
    const track = screen.getByTestId('hook-trim-track');
    const box = track.getBoundingClientRect();
    const x = box.left + box.width * 0.8;
    fireEvent.pointerDown(track, { clientX: x, pointerId: 1, button: 0 });
    fireEvent.pointerUp(track, { clientX: x + 4, pointerId: 1, button: 0 });
    await waitFor(() => expect(valueOf(L.videoEnd)).toBe(40));
    await expect(valueOf(L.videoStart)).toBe(0);
  },
};

/** A drag along the track draws a new selection (kept at least 10 s long). */
export const DragSelects: Story = {
  play: async () => {
    const track = screen.getByTestId('hook-trim-track');
    const box = track.getBoundingClientRect();
    const at = (s: number) => box.left + (box.width * s) / 40;
    fireEvent.pointerDown(track, { clientX: at(20), pointerId: 1, button: 0 });
    fireEvent.pointerMove(track, { clientX: at(25), pointerId: 1, button: 0 });
    fireEvent.pointerUp(track, { clientX: at(34), pointerId: 1, button: 0 });
    await waitFor(() => expect(valueOf(L.videoStart)).toBe(20));
    await expect(valueOf(L.videoEnd)).toBe(34);
  },
};

/**
 * A narrow bar: 120 s of video on a 100 px track, where the 10 px handle gap (12 s) is longer
 * than the 10 s minimum: the end handle stops 12 s after the start.
 */
export const NarrowBarHandleGap: Story = {
  args: {
    widthPx: 100,
    durationS: 120,
    from: { videoStartS: 0, videoEndS: 60, songStartS: 0 },
  },
  play: async () => {
    const end = screen.getByRole('slider', { name: L.videoEnd });
    end.focus();
    // PageDown moves 10 steps (2 s): 30 presses would pass the start.
    for (let i = 0; i < 30; i += 1) fireEvent.keyDown(end, { key: 'PageDown' });
    // 10 px of a 100 px track over 120 s is 12 s: more than the 10 s minimum.
    await waitFor(() => expect(valueOf(L.videoEnd)).toBe(12));
    await expect(valueOf(L.videoStart)).toBe(0);
  },
};
