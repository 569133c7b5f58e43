/** The workspace screens' toasts: 2 s for workspace actions (3 §9), the server detail or
 * 'Unknown error occurred' for invite and collaborator failures (3 §8). */
import { useCallback, useMemo } from 'react';
import { toApiError, WORKSPACE_ACTION_TOAST_MS, workspaceErrorToast } from '@cadenza/sdk';
import { useToaster } from '../../primitives/Toast';
import { toastFromNotice, type ToastAction } from '../../primitives/Toast/toast-queue';

export function useWorkspaceToasts() {
  const toaster = useToaster();
  const done = useCallback(
    (title: string, action?: ToastAction) =>
      toaster.show({
        kind: 'success',
        title,
        durationMs: WORKSPACE_ACTION_TOAST_MS,
        ...(action ? { action } : {}),
      }),
    [toaster],
  );
  /** A failure: `title` over the server's detail, or the spec's message alone. */
  const failed = useCallback(
    (error: unknown, title?: string) => {
      const detail = toApiError(error).detail ?? null;
      const notice = workspaceErrorToast(detail);
      if (title === undefined) toaster.show(toastFromNotice(notice));
      else toaster.show({ ...toastFromNotice(notice), title, description: notice.message });
    },
    [toaster],
  );
  return useMemo(() => ({ done, failed }), [done, failed]);
}
