import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntent, createTrack } from '@cadenza/studio-engine';
import type { TimelineRow } from '../layout/rows';
import { IntentPlaceholders } from './IntentPlaceholders';

const track = createTrack('t1', 'studio', {
  clipCreationIntents: [
    createIntent({ id: 'sending', startBeats: 1, endBeats: 5 }),
    createIntent({
      id: 'generating',
      startBeats: 7,
      endBeats: 13,
      name: 'Bridge',
      possibleClipIds: ['a', 'b'],
    }),
  ],
});
const rows: TimelineRow[] = [
  { key: 't1', track, trackIndex: 0, takeLane: null, clips: [], topPx: 0, heightPx: 88 },
];
const view = { pxPerBeat: 40, scrollLeftPx: 0, scrollTopPx: 0, widthPx: 600, heightPx: 100 };

const meta = {
  title: 'Studio/IntentPlaceholders',
  component: IntentPlaceholders,
  args: { rows, view, progress: (intent) => (intent.possibleClipIds.length > 0 ? 0.5 : 0.05) },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 600, height: 100, background: '#16161a' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IntentPlaceholders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SendingAndGenerating: Story = {};
