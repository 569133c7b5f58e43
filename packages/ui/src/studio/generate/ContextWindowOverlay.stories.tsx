import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTrack } from '@cadenza/studio-engine';
import type { TimelineRow } from '../layout/rows';
import { ContextWindowOverlay } from './ContextWindowOverlay';

const t1 = createTrack('t1', 'studio');
const t2 = createTrack('t2', 'studio');
const rows: TimelineRow[] = [
  { key: 't1', track: t1, trackIndex: 0, takeLane: null, clips: [], topPx: 0, heightPx: 88 },
  { key: 't2', track: t2, trackIndex: 1, takeLane: null, clips: [], topPx: 88, heightPx: 88 },
];
const view = { pxPerBeat: 10, scrollLeftPx: 0, scrollTopPx: 0, widthPx: 600, heightPx: 176 };

const meta = {
  title: 'Studio/ContextWindowOverlay',
  component: ContextWindowOverlay,
  args: {
    rows,
    view,
    range: {
      trackId: 't1',
      startBeats: 24,
      endBeats: 36,
      contextStartBeats: 0,
      contextEndBeats: 52,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 600, height: 176, background: '#16161a' }}>
        {/* The selection the context surrounds, as the timeline draws it. */}
        <div
          style={{
            position: 'absolute',
            left: 240,
            width: 120,
            top: 0,
            height: 88,
            background: 'rgba(158, 203, 255, 0.16)',
            boxShadow: 'inset 0 0 0 1px #9ecbff',
          }}
        />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContextWindowOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A selection near the start of its clip: the history side stops at the clip's start. */
export const AroundTheSelection: Story = {};
