import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContestPageView } from './ContestPage';

const songs = (label: string, titles: readonly string[]) => (
  <ul aria-label={label}>
    {titles.map((title) => (
      <li key={title}>{title}</li>
    ))}
  </ul>
);

/** A contest's page: open with songs to enter, entering, entered, refused, ended. */
const meta = {
  title: 'Contests/ContestPage',
  component: ContestPageView,
  args: {
    name: 'Remix Challenge',
    description: 'Cover or extend one of the base songs.',
    active: true,
    endDate: 'Dec 17, 2026',
    baseSongs: songs('Base songs', ['Desert Heart', 'Ocean Light']),
    entries: songs('Entries', ['Midnight Line (Acoustic)']),
    entryCount: 1,
    hasNewer: false,
    hasOlder: false,
    onNewer: fn(),
    onOlder: fn(),
    signedIn: true,
    enterable: [{ id: 'm1', title: 'Desert Heart (Synth)' }],
    entering: null,
    outcome: null,
    onEnter: fn(),
  },
} satisfies Meta<typeof ContestPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Entering: Story = { args: { entering: 'm1' } };
export const Entered: Story = {
  args: {
    enterable: [],
    entryCount: 2,
    outcome: { kind: 'success', message: '“Desert Heart (Synth)” was entered in Remix Challenge.' },
  },
};
export const Refused: Story = {
  args: { outcome: { kind: 'error', message: 'Your song could not be entered.' } },
};
export const Ended: Story = { args: { active: false, endDate: 'Oct 27, 2026', enterable: [] } };
export const NoEntries: Story = { args: { entryCount: 0, entries: null, hasOlder: false } };
export const Paged: Story = { args: { entryCount: 45, hasNewer: true, hasOlder: true } };
