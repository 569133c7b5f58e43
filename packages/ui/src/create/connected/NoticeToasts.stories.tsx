import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CREATE_FORM_NOTICES, INFO_NOTICE_MS, INFO_NOTICE_VOX_HINT_MS, notice } from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { expect, screen } from 'storybook/test';
import { ConnectedProviders, createTestStore } from '../fixtures/connected';
import { NoticeToasts } from './NoticeToasts';

/** A store with conflict-rule notices queued, shown by <NoticeToasts /> (inside the providers). */
function WithNotices() {
  const [store] = useState<CadenzaStore>(() => {
    const created = createTestStore({
      baseUrl: window.location.origin,
      storage: createMemoryStorage(),
    });
    for (const queued of [
      notice('info', CREATE_FORM_NOTICES.inspirationRemoved, INFO_NOTICE_MS),
      notice('info', CREATE_FORM_NOTICES.modelChanged, INFO_NOTICE_VOX_HINT_MS),
    ])
      created.dispatch(created.actions.noticeAdded({ notice: queued, at: 0 }));
    return created;
  });
  return <ConnectedProviders store={store} holdToasts />;
}

const meta: Meta<typeof NoticeToasts> = {
  title: 'Create/Connected/NoticeToasts',
  component: NoticeToasts,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Each notice becomes a toast with its own duration. */
export const QueuedNotices: Story = {
  render: () => <WithNotices />,
  play: async () => {
    const toasts = await screen.findAllByText(CREATE_FORM_NOTICES.inspirationRemoved);
    await expect(toasts.length).toBeGreaterThan(0);
  },
};
