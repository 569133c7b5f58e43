/**
 * A drop zone (2-studio §2 Upload or Record; the hook flow's upload screen): a dashed area that
 * takes dropped files, its pick button with a hidden file input, any further buttons, and the
 * written limits. Every file goes to `onFiles`; the caller checks them and says what is wrong.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Progress } from '../primitives/Progress';
import * as styles from '../modals/media-modal.css';

export interface DropZoneProps {
  /** 'Drop an audio file here', and what it reads while a file is dragged over it. */
  readonly prompt: string;
  readonly activePrompt: string;
  /** The pick button's label, also the file input's name. */
  readonly pickLabel: string;
  readonly accept: string;
  readonly onFiles: (files: readonly File[]) => void;
  /** The pick button is disabled (something else is running). */
  readonly disabled?: boolean;
  /** Reading the chosen file: the pick button spins. */
  readonly busy?: boolean;
  /** The limits, written out under the buttons. */
  readonly limits?: string;
  /** More buttons beside the pick button. */
  readonly children?: ReactNode;
  /** A one-line zone (a file is already chosen: this replaces it). */
  readonly compact?: boolean;
  /** The chosen file's progress: shown instead of the buttons; drops are ignored meanwhile. */
  readonly progress?: { readonly label: string; readonly value: number | null } | null;
}

export function DropZone(props: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = props.busy === true;
  const { progress } = props;
  if (progress) {
    return (
      <div className={styles.drop}>
        <div className={styles.dropProgress} role="status">
          <span>{progress.label}</span>
          <Progress label={progress.label} value={progress.value} />
        </div>
      </div>
    );
  }
  return (
    <div
      className={styles.drop}
      data-active={dragging}
      data-compact={props.compact === true}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        props.onFiles([...event.dataTransfer.files]);
      }}
    >
      <span>{dragging ? props.activePrompt : props.prompt}</span>
      <div className={styles.actions}>
        <Button
          variant={props.compact === true ? 'secondary' : 'primary'}
          disabled={props.disabled === true || busy}
          loading={busy}
          onClick={() => input.current?.click()}
        >
          {props.pickLabel}
        </Button>
        {props.children}
      </div>
      {props.limits && props.compact !== true ? (
        <p className={styles.limits}>{props.limits}</p>
      ) : null}
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        accept={props.accept}
        aria-label={props.pickLabel}
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
    </div>
  );
}
