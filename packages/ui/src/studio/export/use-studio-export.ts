// useStudioExport: the export dialog's state and the render behind it. Export renders through
// the engine's exportProject (progress, Cancel through an AbortSignal), then saves the mixdown
// WAV or the stems zip with the injected saveFile. Thin: the rules live in the engine.
import { useCallback, useRef, useState } from 'react';
import {
  ExportCancelled,
  exportProject,
  songEndBeats,
  type ClipAudio,
  type Clock,
  type ExportKind,
  type StudioProjectState,
  type WavFormat,
} from '@cadenza/studio-engine';
import type { SaveFile } from '../../downloads/download-file';
import { exportFile } from './export-files';
import type { ExportDialogProps } from './ExportDialog';
import { EXPORT_LABELS } from './labels';

export interface ExportSource {
  readonly project: StudioProjectState;
  readonly title: string;
  /** Decoded audio by audio id (the playback controller's). */
  readonly audio: ReadonlyMap<string, ClipAudio>;
  readonly sampleRate: number;
}

export interface UseStudioExportOptions {
  readonly clock: Clock;
  readonly saveFile: SaveFile;
  /** What to render when Export is pressed (null: nothing open). */
  readonly source: () => ExportSource | null;
}

export function useStudioExport({ clock, saveFile, source }: UseStudioExportOptions) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ExportKind>('mixdown');
  const [format, setFormat] = useState<WavFormat>('pcm16');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    const from = source();
    if (from === null || running.current !== null) return;
    const abort = new AbortController();
    running.current = abort;
    setError(null);
    setProgress(0);
    try {
      const result = await exportProject(from.project, {
        kind,
        format,
        clock,
        sampleRate: from.sampleRate,
        audio: from.audio,
        signal: abort.signal,
        onProgress: setProgress,
      });
      const file = exportFile(result, from.project, from.title);
      saveFile(file.blob, file.filename);
      setOpen(false);
    } catch (failure) {
      if (!(failure instanceof ExportCancelled)) setError(EXPORT_LABELS.failed);
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, [clock, format, kind, saveFile, source]);

  const close = useCallback(() => {
    running.current?.abort();
    setOpen(false);
    setError(null);
  }, []);

  const openDialog = useCallback(() => {
    setError(null);
    setOpen(true);
  }, []);

  const current = open ? source() : null;
  const dialog: ExportDialogProps = {
    open,
    kind,
    format,
    progress,
    error,
    empty: current !== null && songEndBeats(current.project) <= 0,
    onKindChange: setKind,
    onFormatChange: setFormat,
    onExport: () => void start(),
    onClose: close,
  };
  return { dialog, openDialog } as const;
}
