/** The toast queue and notice-to-toast mapping (notices are values; showing them is the UI's job). */
import { describe, expect, test, vi } from 'vitest';
import { CLIP_ERROR_MESSAGES, CREATE_FORM_NOTICES, INFO_NOTICE_MS, notice } from '@cadenza/sdk';
import { createToaster, toastFromNotice } from './toast-queue';

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
});
