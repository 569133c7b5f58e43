import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  CREATE_FORM_NOTICES,
  GENERATION_ERROR_MESSAGES,
  INFO_NOTICE_MS,
  ACCOUNT_PATH,
  notice,
  CLIP_ERROR_MESSAGES,
} from '@cadenza/sdk';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SONG_TOASTS } from '../../song/labels';
import { Button } from '../Button';
import { Toaster, useToaster } from './Toaster';
import {
  createToaster,
  toastFromNotice,
  type ToastInput,
  type Toaster as ToastQueue,
} from './toast-queue';

const meta: Meta<typeof Toaster> = { title: 'Primitives/Toast', component: Toaster };
export default meta;
type Story = StoryObj<typeof meta>;

/** Stories keep toasts up until closed, so screenshots are stable. */
const still = (toast: ToastInput): ToastInput => ({ ...toast, durationMs: Infinity });

export const Info: Story = {
  render: () => (
    <Toaster
      toaster={createToaster([
        still(
          toastFromNotice(notice('info', CREATE_FORM_NOTICES.inspirationRemoved, INFO_NOTICE_MS)),
        ),
      ])}
    />
  ),
};

export const ErrorWithDescription: Story = {
  render: () => (
    <Toaster
      toaster={createToaster([
        still({
          kind: 'error',
          title: CLIP_ERROR_MESSAGES.toastTitle,
          description: CLIP_ERROR_MESSAGES.toastFallback,
          durationMs: 5000,
          closable: true,
        }),
      ])}
    />
  ),
};

export const WithLink: Story = {
  render: () => (
    <Toaster
      toaster={createToaster([
        still({
          kind: 'error',
          title: GENERATION_ERROR_MESSAGES.subscriptionPastDue,
          description: GENERATION_ERROR_MESSAGES.updatePaymentMethod,
          durationMs: 4000,
          action: { label: GENERATION_ERROR_MESSAGES.manageLink, href: ACCOUNT_PATH },
        }),
      ])}
    />
  ),
};

export const Stacked: Story = {
  render: () => (
    <Toaster
      toaster={createToaster([
        still({ kind: 'success', title: STUDIO_ERRORS.promptSaved, durationMs: 2000 }),
        still({ kind: 'warning', title: CREATE_FORM_NOTICES.modelChanged, durationMs: 3000 }),
      ])}
    />
  ),
};

/** A button that shows a toast made with the queue (so the toast's action may show another). */
function ShowButton({
  label,
  toast,
}: {
  readonly label: string;
  readonly toast: (toaster: ToastQueue) => ToastInput;
}) {
  const toaster = useToaster();
  return <Button onClick={() => toaster.show(toast(toaster))}>{label}</Button>;
}

const clickButton = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The imperative API: show() from anywhere below <Toaster>; the close button removes it. */
export const Imperative: Story = {
  render: () => (
    <Toaster>
      <ShowButton
        label="Show toast"
        toast={() =>
          still(toastFromNotice(notice('info', CREATE_FORM_NOTICES.personaRemoved, INFO_NOTICE_MS)))
        }
      />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    await clickButton(canvasElement, 'Show toast');
    const toast = await screen.findByText(CREATE_FORM_NOTICES.personaRemoved);
    await expect(toast).toBeVisible();
  },
};

/** 'Moved to trash.' with an 'Undo' that shows 'Restored to library.' */
const trashed = (toaster: ToastQueue): ToastInput =>
  still({
    kind: 'success',
    title: SONG_TOASTS.movedToTrash,
    durationMs: 4000,
    action: {
      label: SONG_TOASTS.undo,
      onClick: () =>
        toaster.show(
          still({ kind: 'success', title: SONG_TOASTS.restoredToLibrary, durationMs: 4000 }),
        ),
    },
  });

/** A queue holding one toast with 'Undo'. */
function UndoToast() {
  const [toaster] = useState(() => {
    const queue = createToaster();
    queue.show(trashed(queue));
    return queue;
  });
  return <Toaster toaster={toaster} />;
}

/** A button action (an undo), reached from the keyboard: the region's hotkey (F8), then Tab. */
export const WithUndo: Story = {
  render: () => <UndoToast />,
  play: async () => {
    const button = await screen.findByRole('button', { name: SONG_TOASTS.undo });
    // F8 focuses the region, Tab the toast, Tab again its action.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Clicking 'Undo' runs it (here: its own result toast) and closes the toast it sits in. */
export const UndoClosesToast: Story = {
  render: () => (
    <Toaster>
      <ShowButton label="Move to trash" toast={trashed} />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    await clickButton(canvasElement, 'Move to trash');
    await userEvent.click(await screen.findByRole('button', { name: SONG_TOASTS.undo }));
    await expect(await screen.findByText(SONG_TOASTS.restoredToLibrary)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: SONG_TOASTS.undo })).not.toBeInTheDocument(),
    );
  },
};
