// Worker entry when the engine runs from its TypeScript sources (vitest, tsx): registers the tsx
// loader in this thread, then starts the real worker (worker.ts). Builds use the bundled
// audio-worker entry instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
