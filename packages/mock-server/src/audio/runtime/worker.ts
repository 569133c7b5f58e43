// Entry of a render worker thread: runs jobs from the engine, one message in, one message out.
import { parentPort, workerData } from 'node:worker_threads';
import { createJobRunner } from './jobs';
import type { JobMessage, ResultMessage, RuntimeConfig } from './protocol';

const port = parentPort;
if (port) {
  const runner = createJobRunner(workerData as RuntimeConfig);
  port.postMessage({ ready: true });
  port.on('message', (message: JobMessage) => {
    runner.run(message.job).then(
      (result) => port.postMessage({ id: message.id, ok: true, result } satisfies ResultMessage),
      (error: unknown) =>
        port.postMessage({
          id: message.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies ResultMessage),
    );
  });
}
