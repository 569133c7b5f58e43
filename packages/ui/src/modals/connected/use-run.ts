/**
 * One abortable run of a download-like job: its RunState, a start that aborts the previous run,
 * and an abort when the modal closes or unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadResult } from '../../downloads/download-file';
import { IDLE, type RunState } from '../../downloads/download-state';

export function useRun(open: boolean) {
  const [run, setRun] = useState<RunState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!open) {
      controller.current?.abort();
      setRun(IDLE);
    }
    return () => controller.current?.abort();
  }, [open]);
  const start = useCallback(
    (job: (signal: AbortSignal, progress: (run: RunState) => void) => Promise<DownloadResult>) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const progress = (next: RunState) => {
        if (!own.signal.aborted) setRun(next);
      };
      job(own.signal, progress)
        .then((result) => {
          if (own.signal.aborted || (result.ok === false && result.aborted === true)) return;
          setRun(
            result.ok
              ? { status: 'done', filename: result.filename }
              : { status: 'failed', message: result.message },
          );
        })
        .catch(() => undefined);
    },
    [],
  );
  return { run, start } as const;
}
