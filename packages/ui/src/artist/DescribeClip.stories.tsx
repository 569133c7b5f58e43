import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIBRARY_CLIPS } from '../library/fixtures/clips';
import { ClipRowFixture } from '../library/fixtures/ClipRowFixture';
import { DescribeClip } from './DescribeClip';

const clip = LIBRARY_CLIPS[1]!;

const meta = {
  title: 'Artist/DescribeClip',
  component: DescribeClip,
  args: { load: 'ready', clip, song: <ClipRowFixture clip={clip} />, onOpenSong: fn() },
} satisfies Meta<typeof DescribeClip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Described: Story = {};
export const Instrumental: Story = {
  args: {
    clip: { ...clip, metadata: { ...clip.metadata, has_vocal: false, negative_tags: 'drums' } },
  },
};
export const Loading: Story = { args: { load: 'loading', clip: null, song: null } };
export const Missing: Story = { args: { load: 'missing', clip: null, song: null } };
export const NotFound: Story = { args: { load: 'notFound', clip: null, song: null } };
