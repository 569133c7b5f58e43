// The command line of cadenza-mock-server, parsed into options (a pure function, tested).

export interface CliOptions {
  port: number;
  host: string;
  db: string;
  speed: number | undefined;
  seed: boolean;
  devControls: boolean;
  publicUrl: string | undefined;
  appUrl: string | undefined;
  staticDir: string | undefined;
}

export type CliParse =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const DEFAULT_PORT = 4010;
export const DEFAULT_DB = './.data/cadenza.db';

export const USAGE = `Usage: cadenza-mock-server [options]

  --port <n>            Port to listen on (default ${DEFAULT_PORT})
  --host <host>         Interface to listen on (default 127.0.0.1)
  --db <file>           SQLite database file, or :memory: (default ${DEFAULT_DB})
  --speed <factor>      Lifecycle speed factor, 2 = twice as fast (default: as stored, else 1)
  --seed / --no-seed    Seed an empty database on start (default on)
  --dev-controls / --no-dev-controls
                        Serve the /api/dev routes (default on)
  --public-url <url>    Base URL of this server in media URLs (default http://localhost:<port>)
  --app-url <url>       Base URL of the product in share links (default http://localhost:5173)
  --static <dir>        Serve a built single-page app from <dir> (files, index.html fallback)
  --help                Show this help`;

const VALUE_OPTIONS = new Set([
  '--port',
  '--host',
  '--db',
  '--speed',
  '--public-url',
  '--app-url',
  '--static',
]);

export function parseCli(argv: readonly string[]): CliParse {
  const options: CliOptions = {
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    db: DEFAULT_DB,
    speed: undefined,
    seed: true,
    devControls: true,
    publicUrl: undefined,
    appUrl: undefined,
    staticDir: undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') return { kind: 'help' };
    if (flag === '--seed' || flag === '--no-seed') {
      options.seed = flag === '--seed';
      continue;
    }
    if (flag === '--dev-controls' || flag === '--no-dev-controls') {
      options.devControls = flag === '--dev-controls';
      continue;
    }
    if (!VALUE_OPTIONS.has(flag)) return { kind: 'error', message: `Unknown option ${flag}` };
    const value = inline ?? argv[++i];
    if (value === undefined || value === '')
      return { kind: 'error', message: `${flag} needs a value` };
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        return { kind: 'error', message: `--port must be 0-65535, not ${value}` };
      options.port = port;
    } else if (flag === '--speed') {
      const speed = Number(value);
      if (!(speed > 0) || !Number.isFinite(speed))
        return { kind: 'error', message: `--speed must be a number above 0, not ${value}` };
      options.speed = speed;
    } else if (flag === '--db') options.db = value;
    else if (flag === '--host') options.host = value;
    else if (flag === '--public-url') options.publicUrl = value;
    else if (flag === '--static') options.staticDir = value;
    else options.appUrl = value;
  }
  return { kind: 'run', options };
}
