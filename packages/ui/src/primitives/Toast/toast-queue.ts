/**
 * The toast queue behind <Toaster>: framework-free, so anything (the SDK's notices, a form's
 * save result) can show a toast through `show`. A notice from @cadenza/sdk becomes a toast with
 * `toastFromNotice`, keeping its kind, message, description, duration and closability. A toast
 * may carry one action: a link (`href`) or a button (`onClick`, e.g. an undo).
 */
import type { Notice, NoticeKind } from '@cadenza/sdk';

/** A link in a toast (e.g. 'Manage' to the account page). */
export interface ToastLinkAction {
  readonly label: string;
  readonly href: string;
}

/** A button in a toast (e.g. 'Undo'); clicking it also closes the toast. */
export interface ToastButtonAction {
  readonly label: string;
  readonly onClick: () => void;
}

export type ToastAction = ToastLinkAction | ToastButtonAction;

/** Tells a link action from a button action. */
export const isToastLink = (action: ToastAction): action is ToastLinkAction => 'href' in action;

export interface ToastInput {
  readonly kind: NoticeKind;
  readonly title: string;
  readonly description?: string;
  /** How long it stays, in ms (Infinity: until closed). */
  readonly durationMs: number;
  /** Shows a close button. */
  readonly closable?: boolean;
  readonly action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  readonly id: number;
}

export interface Toaster {
  /** Queues a toast; returns its id. */
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  /** The toasts showing now. */
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
}

export function createToaster(initial: readonly ToastInput[] = []): Toaster {
  let nextId = 1;
  let items: readonly ToastItem[] = initial.map((toast) => ({ ...toast, id: nextId++ }));
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(toast) {
      const id = nextId++;
      items = [...items, { ...toast, id }];
      emit();
      return id;
    },
    dismiss(id) {
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A notice of the SDK as a toast (its message is the title). */
export const toastFromNotice = (notice: Notice, action?: ToastAction): ToastInput => ({
  kind: notice.kind,
  title: notice.message,
  durationMs: notice.durationMs,
  ...(notice.description === undefined ? {} : { description: notice.description }),
  ...(notice.closable === true ? { closable: true } : {}),
  ...(action === undefined ? {} : { action }),
});
