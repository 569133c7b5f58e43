// The mock server as a child process on a database file, for tests that kill it: start on a free
// port, read the port from its start-up line, stop with a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  readonly port: number;
  readonly baseUrl: string;
  readonly exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts `cadenza-mock-server` (from source) with `args`; resolves once it listens. */
export function startServerProcess(args: readonly string[]): Promise<ServerProcess> {
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--port', '0', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((done) => proc.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`no start-up line in ${START_TIMEOUT_MS} ms:\n${out}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"port":(\d+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      proc.stdout!.off('data', onData);
      proc.stdout!.resume();
      const port = Number(match[1]);
      resolve({
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        exited,
        kill: (signal) => void proc.kill(signal),
      });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
  });
}
