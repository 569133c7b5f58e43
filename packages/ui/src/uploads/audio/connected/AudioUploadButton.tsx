/**
 * The opener of the audio upload modal for toolbars (the create page, the library; the studio
 * later): an 'Upload Audio' button; the modal's code loads when it is first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../../primitives/Button';
import { AUDIO_UPLOAD_LABELS as L } from '../labels';
import type { AudioUploadProps } from './AudioUpload';

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
