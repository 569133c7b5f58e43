/**
 * Toaster: Radix Toast's provider and viewport over a toast queue (createToaster), and the hook
 * that shows toasts from anywhere below it. Each toast keeps its own duration; errors are
 * announced assertively, the rest politely. A toast's action is a link or a button (an undo).
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Toast as T } from 'radix-ui';
import { Icon, type IconName } from '../Icon';
import {
  createToaster,
  isToastLink,
  type ToastAction,
  type ToastItem,
  type Toaster as ToastQueue,
} from './toast-queue';
import * as styles from './Toast.css';

const ToasterContext = createContext<ToastQueue | null>(null);

/** The toast queue of the nearest <Toaster>. */
export function useToaster(): ToastQueue {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster must be used inside <Toaster>.');
  return toaster;
}

const ICONS: Readonly<Record<ToastItem['kind'], IconName>> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'warning',
};

export interface ToasterProps {
  /** The queue to show (one is made when absent). */
  readonly toaster?: ToastQueue;
  /** Names the toast region (read with its hotkey). */
  readonly label?: string;
  readonly closeLabel?: string;
  /** Keep every toast until it is closed (demos, screenshots); data-duration still tells its own. */
  readonly hold?: boolean;
  readonly children?: ReactNode;
}

/** The toast's link or button: a Radix action, so it is reachable from the keyboard (the
 * viewport's hotkey, then Tab), named for screen readers by its label, and closes the toast. */
function ToastActionView({ action }: { readonly action: ToastAction }) {
  return (
    <T.Action asChild altText={action.label}>
      {isToastLink(action) ? (
        <a className={styles.action} href={action.href}>
          {action.label}
        </a>
      ) : (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </T.Action>
  );
}

function ToastView({
  toast,
  closeLabel,
  hold,
  onClose,
}: {
  readonly toast: ToastItem;
  readonly closeLabel: string;
  readonly hold: boolean;
  readonly onClose: () => void;
}) {
  return (
    <T.Root
      className={styles.toast}
      data-kind={toast.kind}
      data-duration={toast.durationMs}
      duration={hold ? Infinity : toast.durationMs}
      type={toast.kind === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span className={styles.icon} data-kind={toast.kind}>
        <Icon name={ICONS[toast.kind]} />
      </span>
      <div className={styles.body}>
        <T.Title className={styles.title}>{toast.title}</T.Title>
        {toast.description === undefined ? null : (
          <T.Description className={styles.description}>{toast.description}</T.Description>
        )}
      </div>
      {toast.action === undefined ? null : <ToastActionView action={toast.action} />}
      {toast.closable === true ? (
        <T.Close className={styles.close} aria-label={closeLabel}>
          <Icon name="close" />
        </T.Close>
      ) : null}
    </T.Root>
  );
}

export function Toaster({
  toaster,
  label = 'Notifications',
  closeLabel = 'Close',
  hold = false,
  children,
}: ToasterProps) {
  const [own] = useState(() => toaster ?? createToaster());
  const queue = toaster ?? own;
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <ToasterContext.Provider value={queue}>
      <T.Provider label={label}>
        {children}
        {items.map((toast) => (
          <ToastView
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            hold={hold}
            onClose={() => queue.dismiss(toast.id)}
          />
        ))}
        <T.Viewport className={styles.viewport} />
      </T.Provider>
    </ToasterContext.Provider>
  );
}
