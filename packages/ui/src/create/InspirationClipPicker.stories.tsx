import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InspirationClipPicker } from './InspirationClipPicker';
import { FIXTURE_INSPIRATION_CLIPS } from './fixtures/data';

const ids = (n: number) => FIXTURE_INSPIRATION_CLIPS.slice(0, n).map((clip) => clip.id);

const meta = {
  title: 'Create/InspirationClipPicker',
  component: InspirationClipPicker,
  args: {
    search: '',
    onSearchChange: fn(),
    clips: FIXTURE_INSPIRATION_CLIPS,
    selectedIds: [],
    onToggle: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InspirationClipPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user's own songs, none picked. */
export const Songs: Story = {};
/** Two songs picked as inspiration. */
export const SomePicked: Story = { args: { selectedIds: ids(2) } };
/** Four picked: the list is full and the other songs cannot be picked. */
export const Full: Story = { args: { selectedIds: ids(4) } };
/** A search that is still running keeps the previous answer, marked busy. */
export const Searching: Story = { args: { search: 'Glass', searching: true } };
/** No song matches the search. */
export const NoneFound: Story = { args: { search: 'zzz', clips: [] } };
