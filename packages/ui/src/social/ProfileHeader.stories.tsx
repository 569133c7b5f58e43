import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FollowListDialog } from './FollowListDialog';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Social/ProfileHeader',
  component: ProfileHeader,
  args: {
    handle: 'nova',
    follow: { following: false, followers: 128 },
    numFollowing: 1,
    canFollow: true,
    onToggleFollow: fn(),
    onOpenList: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {};
export const Following: Story = { args: { follow: { following: true, followers: 129 } } };
/** The viewer's own profile (or a signed-out visitor): counts only. */
export const OwnProfile: Story = { args: { canFollow: false } };

const fans = ['ana', 'bo', 'cy.sound', 'mira'].map((handle, i) => ({
  user_id: `u-${i}`,
  handle,
  display_name: null,
  is_following: false,
}));

export const FollowersList: Story = {
  render: (args) => (
    <>
      <ProfileHeader {...args} />
      <FollowListDialog
        handle={args.handle}
        side="followers"
        profiles={fans}
        status="ready"
        hasMore
        onLoadMore={fn()}
        onClose={fn()}
        onNavigate={fn()}
      />
    </>
  ),
};

export const NoFollowing: Story = {
  render: (args) => (
    <FollowListDialog
      handle={args.handle}
      side="following"
      profiles={[]}
      status="ready"
      hasMore={false}
      onLoadMore={fn()}
      onClose={fn()}
      onNavigate={fn()}
    />
  ),
};
