import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_MEMBERS, FIXTURE_WORKSPACE, fixtureSongs } from './fixtures';
import { WorkspaceCollaborators } from './WorkspaceCollaborators';
import { WorkspacePanel } from './WorkspacePanel';

const members = (canInvite: boolean) => (
  <WorkspaceCollaborators
    members={FIXTURE_MEMBERS}
    canInvite={canInvite}
    onInvite={fn(async () => true)}
    onRemove={fn()}
  />
);

const meta = {
  title: 'Workspaces/WorkspacePanel',
  component: WorkspacePanel,
  args: {
    load: 'ready',
    workspace: FIXTURE_WORKSPACE,
    songs: fixtureSongs(4),
    page: 1,
    pages: 1,
    members: members(true),
    live: true,
    onPage: fn(),
    onRename: fn(),
    onTrash: fn(),
    onLeave: fn(),
    onRetry: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof WorkspacePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner of a shared workspace, live. */
export const Owner: Story = {};
/** A collaborator: no rename or invite; 'Leave workspace'. */
export const Collaborator: Story = {
  args: {
    workspace: { ...FIXTURE_WORKSPACE, isOwner: false },
    members: (
      <WorkspaceCollaborators
        members={FIXTURE_MEMBERS.map((m) => ({ ...m, removable: false }))}
        canInvite={false}
        onInvite={fn(async () => true)}
        onRemove={fn()}
      />
    ),
  },
};
export const Empty: Story = {
  args: {
    workspace: { ...FIXTURE_WORKSPACE, clipCount: 0, shared: false },
    songs: [],
    live: false,
  },
};
/** Page 2 of 3 of a long workspace. */
export const LongListPaged: Story = {
  args: {
    workspace: { ...FIXTURE_WORKSPACE, clipCount: 45 },
    songs: fixtureSongs(20),
    page: 2,
    pages: 3,
  },
};
export const LongName: Story = {
  args: { workspace: { ...FIXTURE_WORKSPACE, name: 'W'.repeat(100) } },
};
export const Loading: Story = { args: { load: 'loading', workspace: null, songs: [] } };
export const Trashed: Story = { args: { load: 'trashed', workspace: null, songs: [] } };
export const NotFound: Story = { args: { load: 'notFound', workspace: null, songs: [] } };
export const Failed: Story = { args: { load: 'error', workspace: null, songs: [] } };
