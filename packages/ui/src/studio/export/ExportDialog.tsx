/**
 * ExportDialog: exports the project as a mixdown WAV or a zip of per-track stems, 16-bit PCM or
 * 32-bit float (2-studio.md §4 Downloads), with a progress bar while it renders and Cancel to
 * stop it. Presentational: the render runs in useStudioExport.
 */
import type { ExportKind, WavFormat } from '@cadenza/studio-engine';
import { ModalShell } from '../../modals/ModalShell';
import { Progress } from '../../primitives/Progress';
import { EXPORT_LABELS as L } from './labels';
import * as styles from './ExportDialog.css';

export interface ExportDialogProps {
  readonly open: boolean;
  readonly kind: ExportKind;
  readonly format: WavFormat;
  /** 0..1 while rendering; null when not. */
  readonly progress: number | null;
  readonly error: string | null;
  /** Nothing to render (no clips). */
  readonly empty?: boolean;
  readonly onKindChange: (kind: ExportKind) => void;
  readonly onFormatChange: (format: WavFormat) => void;
  readonly onExport: () => void;
  /** Cancel or close: stops a render under way, then closes. */
  readonly onClose: () => void;
}

interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

function Choices<T extends string>({
  legend,
  name,
  choices,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

const KINDS: readonly Choice<ExportKind>[] = [
  { value: 'mixdown', label: L.mixdown },
  { value: 'stems', label: L.stems },
];
const FORMATS: readonly Choice<WavFormat>[] = [
  { value: 'pcm16', label: L.pcm16 },
  { value: 'float32', label: L.float32 },
];

export function ExportDialog({
  open,
  kind,
  format,
  progress,
  error,
  empty = false,
  onKindChange,
  onFormatChange,
  onExport,
  onClose,
}: ExportDialogProps) {
  const busy = progress !== null;
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      title={L.title}
      description={L.description}
      error={empty ? L.empty : error}
      dismissLabel={L.cancel}
      action={{
        label: busy ? L.exporting : L.export,
        onPress: onExport,
        disabled: busy || empty,
        loading: busy,
      }}
    >
      <Choices
        legend={L.what}
        name="export-kind"
        choices={KINDS}
        value={kind}
        disabled={busy}
        onChange={onKindChange}
      />
      <Choices
        legend={L.format}
        name="export-format"
        choices={FORMATS}
        value={format}
        disabled={busy}
        onChange={onFormatChange}
      />
      {busy && (
        <div className={styles.progress}>
          <div className={styles.bar}>
            <Progress label={L.progress} value={Math.round(progress * 100)} />
          </div>
          <span className={styles.percent} aria-hidden>
            {Math.round(progress * 100)}%
          </span>
        </div>
      )}
    </ModalShell>
  );
}
