/**
 * The opener of the audio upload modal for toolbars (the create page, the library; the studio
 * later): an 'Upload Audio' button; the modal's code loads when it is first opened. Upload needs a
 * subscription (openapi/DECISIONS.md "Uploads for free users", issue 31 item 15): for a
 * non-subscriber the button opens the popover 'You're one step closer', which tells them to
 * subscribe, with Subscribe to the account page, instead of the upload flow.
 */
import { lazy, Suspense, useState } from 'react';
import { canUpload, UPLOAD_MESSAGES } from '@cadenza/sdk';
import { useModalSession } from '../../../modals/connected/use-modal-session';
import { Button, type ButtonProps } from '../../../primitives/Button';
import { Popover } from '../../../primitives/Popover';
import { AUDIO_UPLOAD_LABELS as L } from '../labels';
import * as styles from '../AudioUploadModal.css';
import type { AudioUploadProps } from './AudioUpload';

/** Where a non-subscriber subscribes (the app's account page, as the trim stage's Upgrade). */
export const SUBSCRIBE_HREF = '/account';

/** The connected modal, loaded on first render (the studio opens it with its own state). */
export const LazyAudioUpload = lazy(() =>
  import('./AudioUpload').then((m) => ({ default: m.AudioUpload })),
);

export interface AudioUploadButtonProps
  extends Omit<AudioUploadProps, 'open' | 'onClose'>, Pick<ButtonProps, 'variant' | 'size'> {
  readonly label?: string;
}

export function AudioUploadButton({
  label = L.open,
  variant,
  size,
  ...modal
}: AudioUploadButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { viewer, flags } = useModalSession();
  if (viewer !== null && !canUpload(viewer, flags))
    return (
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant={variant ?? 'secondary'} {...(size ? { size } : {})}>
            {label}
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label={UPLOAD_MESSAGES.subscribePopoverTitle}>
          <div className={styles.stack}>
            <strong>{UPLOAD_MESSAGES.subscribePopoverTitle}</strong>
            <p>{L.subscribe}</p>
            <a
              className={styles.link}
              href={SUBSCRIBE_HREF}
              onClick={(event) => {
                if (modal.onNavigate === undefined) return;
                event.preventDefault();
                modal.onNavigate(SUBSCRIBE_HREF);
              }}
            >
              {L.subscribeAction}
            </a>
          </div>
        </Popover.Content>
      </Popover.Root>
    );
  return (
    <>
      <Button
        variant={variant ?? 'secondary'}
        {...(size ? { size } : {})}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <LazyAudioUpload {...modal} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
