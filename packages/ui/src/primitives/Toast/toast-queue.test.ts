/** The toast queue and notice-to-toast mapping (notices are values; showing them is the UI's job). */
import { describe, expect, test, vi } from 'vitest';
import { CLIP_ERROR_MESSAGES, CREATE_FORM_NOTICES, INFO_NOTICE_MS, notice } from '@cadenza/sdk';
import { createToaster, isToastLink, toastFromNotice } from './toast-queue';

describe('toast queue', () => {
  test('show queues a toast and notifies; dismiss removes it', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    const id = toaster.show({ kind: 'info', title: 'Saved', durationMs: 2000 });
    expect(toaster.getSnapshot()).toEqual([{ id, kind: 'info', title: 'Saved', durationMs: 2000 }]);
    toaster.dismiss(id);
    expect(toaster.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('dismissing an unknown toast changes nothing and notifies no one', () => {
    const toaster = createToaster([{ kind: 'info', title: 'Kept', durationMs: 2000 }]);
    const listener = vi.fn();
    toaster.subscribe(listener);
    toaster.dismiss(99);
    expect(toaster.getSnapshot()).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('toast actions: a link or a button', () => {
  test("a button action ('Undo') is queued with its onClick and is not a link", () => {
    const toaster = createToaster();
    const onClick = vi.fn();
    toaster.show({
      kind: 'success',
      title: 'Moved to trash.',
      durationMs: 4000,
      action: { label: 'Undo', onClick },
    });
    const action = toaster.getSnapshot()[0]?.action;
    expect(action).toEqual({ label: 'Undo', onClick });
    expect(action !== undefined && isToastLink(action)).toBe(false);
    if (action !== undefined && !isToastLink(action)) action.onClick();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('a link action keeps its href and is a link', () => {
    const action = { label: 'Manage', href: '/account' };
    expect(isToastLink(action)).toBe(true);
    expect(toastFromNotice(notice('error', 'Past due', 4000), action).action).toBe(action);
  });
});

describe('toastFromNotice', () => {
  test("an info notice keeps its message and 3 s duration ('Inspiration removed')", () => {
    expect(
      toastFromNotice(notice('info', CREATE_FORM_NOTICES.inspirationRemoved, INFO_NOTICE_MS)),
    ).toEqual({
      kind: 'info',
      title: CREATE_FORM_NOTICES.inspirationRemoved,
      durationMs: INFO_NOTICE_MS,
    });
  });

  test("a closable error notice keeps its description ('Error generating clip')", () => {
    const toast = toastFromNotice(
      notice('error', CLIP_ERROR_MESSAGES.toastTitle, 5000, {
        description: CLIP_ERROR_MESSAGES.toastFallback,
        closable: true,
      }),
      { label: 'Open', href: '/song/1' },
    );
    expect(toast).toEqual({
      kind: 'error',
      title: CLIP_ERROR_MESSAGES.toastTitle,
      description: CLIP_ERROR_MESSAGES.toastFallback,
      durationMs: 5000,
      closable: true,
      action: { label: 'Open', href: '/song/1' },
    });
  });

  test('a notice may take a button action (an undo)', () => {
    const onClick = vi.fn();
    const toast = toastFromNotice(notice('success', 'Restored to library.', 4000), {
      label: 'Undo',
      onClick,
    });
    expect(toast.action).toEqual({ label: 'Undo', onClick });
  });
});
