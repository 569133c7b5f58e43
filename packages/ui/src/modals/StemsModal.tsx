/**
 * Stems ('Stems / MIDI'; 1-generation §4 Get Stems, 2-studio stems): owner, complete songs;
 * gated by the GetStems plan feature (the upsell opens instead). Get Stems starts the split; the
 * new stem clips then arrive through clip polling.
 */
import { STEMS_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import * as styles from './modals.css';

export interface StemsModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly songTitle: string;
  readonly busy?: boolean;
  readonly error?: string | null;
  /** Stems were requested: how many stem clips are coming. */
  readonly started?: number | null;
  readonly onSubmit: () => void;
}

export function StemsModal(props: StemsModalProps) {
  const started = props.started ?? null;
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? null}
      {...(started === null
        ? { action: { label: L.submit, onPress: props.onSubmit, loading: props.busy === true } }
        : {})}
    >
      <p className={styles.muted}>{props.songTitle}</p>
      {started === null ? null : <p role="status">{L.started(started)}</p>}
    </ModalShell>
  );
}
