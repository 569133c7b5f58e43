import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CREATE_FORM_NOTICES,
  GENERATION_ERROR_MESSAGES,
  INFO_NOTICE_MS,
  ACCOUNT_PATH,
  notice,
  CLIP_ERROR_MESSAGES,
  STUDIO_ERRORS,
} from '@cadenza/sdk';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, useToaster } from './Toaster';
import { createToaster, toastFromNotice, type ToastInput } from './toast-queue';

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

function ShowButton() {
  const toaster = useToaster();
  return (
    <Button
      onClick={() =>
        toaster.show(
          still(
            toastFromNotice(notice('info', CREATE_FORM_NOTICES.personaRemoved, INFO_NOTICE_MS)),
          ),
        )
      }
    >
      Show toast
    </Button>
  );
}

/** The imperative API: show() from anywhere below <Toaster>; the close button removes it. */
export const Imperative: Story = {
  render: () => (
    <Toaster>
      <ShowButton />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByText(CREATE_FORM_NOTICES.personaRemoved);
    await expect(toast).toBeVisible();
  },
};
