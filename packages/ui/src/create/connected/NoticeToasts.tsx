/**
 * Shows the store's notices (conflict-rule notices, clip errors, generation start errors, ...) as
 * toasts, each with its own duration, and takes them off the store's queue once shown. A
 * generation start error's notice gets the error's /account link ('Manage' when past due, the
 * upgrade link for credits). Mount it once inside <Toaster>.
 */
import { useEffect } from 'react';
import type { GenerationErrorDescription, Notice } from '@cadenza/sdk';
import { useClipEngine, useNotices } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast/Toaster';
import { toastFromNotice, type ToastAction } from '../../primitives/Toast/toast-queue';
import { UPSELL_LABELS } from '../labels';

/** The link of the generation error a notice reports, if it has one. */
export function generationErrorAction(
  notice: Notice,
  error: GenerationErrorDescription | null,
): ToastAction | undefined {
  if (error?.kind !== 'toast' || error.action === undefined || error.title !== notice.message)
    return undefined;
  return { href: error.action.href, label: error.action.label ?? UPSELL_LABELS.upgrade };
}

export function NoticeToasts() {
  const { notices, dismiss } = useNotices();
  const { generationError } = useClipEngine();
  const toaster = useToaster();
  useEffect(() => {
    for (const item of notices) {
      toaster.show(
        toastFromNotice(item.notice, generationErrorAction(item.notice, generationError)),
      );
      dismiss(item.id);
    }
  }, [notices, dismiss, toaster, generationError]);
  return null;
}
