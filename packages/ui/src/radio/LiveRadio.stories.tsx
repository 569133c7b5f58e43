import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureCover } from '../player/fixtures/clips';
import { LiveRadioView } from './LiveRadio';

/** The live radio panel in each of its states (3-library-social §4 Live radio). */
const meta = {
  title: 'Radio/LiveRadio',
  component: LiveRadioView,
  args: {
    status: 'playing',
    onAir: { id: 'a', title: 'Neon Nights', imageUrl: fixtureCover(12) },
    upNext: [
      { id: 'b', title: 'Ocean Drive' },
      { id: 'c', title: 'Golden Hour' },
    ],
    volume: 100,
    tunedIn: true,
    error: null,
    onPlay: fn(),
    onPause: fn(),
    onVolumeChange: fn(),
  },
} satisfies Meta<typeof LiveRadioView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
export const Loading: Story = { args: { status: 'loading', onAir: null, upNext: [] } };
export const Paused: Story = { args: { status: 'paused', volume: 40 } };
export const NotTunedIn: Story = {
  args: { status: 'paused', tunedIn: false, onAir: null, upNext: [] },
};
export const FetchFailed: Story = {
  args: {
    status: 'paused',
    tunedIn: true,
    onAir: null,
    upNext: [],
    error: 'Failed to fetch song list',
  },
};
