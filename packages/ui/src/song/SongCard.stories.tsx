import type { Meta, StoryObj } from '@storybook/react-vite';
import { ITEM_BASE_ARGS, ITEM_STATES as S } from './fixtures/item-stories';
import { SongCard } from './SongCard';

const meta = {
  title: 'Song/SongCard',
  component: SongCard,
  args: ITEM_BASE_ARGS,
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof SongCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = { args: S.complete };
export const WithCover: Story = { args: S.withCover };
export const Playing: Story = { args: S.playing };
export const Submitted: Story = { args: S.submitted };
export const Queued: Story = { args: S.queued };
export const Streaming: Story = { args: S.streaming };
export const Stuck: Story = { args: S.stuck };
/** An error clip renders nothing: lists hide it. */
export const ErrorHidden: Story = { args: S.errorHidden };
export const Preview: Story = { args: S.preview };
export const PreviewUnlockOffered: Story = { args: S.previewUnlockOffered };
export const PreviewUnlocking: Story = { args: S.previewUnlocking };
export const Liked: Story = { args: S.liked };
export const Disliked: Story = { args: S.disliked };
export const OnePlay: Story = { args: S.onePlay };
export const Badges: Story = { args: S.badges };
export const RemixHiddenOnOwnProfile: Story = { args: S.remixHiddenOnOwnProfile };
export const Trashed: Story = { args: S.trashed };
export const LongTitle: Story = { args: S.longTitle };
