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

export const ADMIN_COMMANDS = ['create-user', 'set-password', 'create-token'] as const;
export type AdminCommandName = (typeof ADMIN_COMMANDS)[number];
export const ADMIN_PLANS = ['free', 'pro', 'premier'] as const;

/** An account command: run against the database file, prints a secret, then exits. */
export interface AdminCommand {
  command: AdminCommandName;
  handle: string;
  db: string;
  plan: (typeof ADMIN_PLANS)[number];
}

export type CliParse =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'admin'; admin: AdminCommand }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

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
  --help                Show this help

Accounts (for sign-in with --no-dev-controls; each prints a secret once, stores only its hash):
  cadenza-mock-server create-user <handle> [--plan free|pro|premier] [--db <file>]
                        Create a user and print a new password
  cadenza-mock-server set-password <handle> [--db <file>]
                        Print a new password for a user (revokes the user's tokens)
  cadenza-mock-server create-token <handle> [--db <file>]
                        Print a bearer token for a user (valid for the decided token lifetime)`;

const VALUE_OPTIONS = new Set([
  '--port',
  '--host',
  '--db',
  '--speed',
  '--public-url',
  '--app-url',
  '--static',
]);

function parseAdmin(command: AdminCommandName, argv: readonly string[]): CliParse {
  const admin: AdminCommand = { command, handle: '', db: DEFAULT_DB, plan: 'free' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') return { kind: 'help' };
    if (!flag.startsWith('--')) {
      if (admin.handle !== '') return { kind: 'error', message: `Unexpected argument ${flag}` };
      admin.handle = flag.replace(/^@/, '');
      continue;
    }
    const value = inline ?? argv[++i];
    if (flag !== '--db' && !(flag === '--plan' && command === 'create-user'))
      return { kind: 'error', message: `Unknown option ${flag} for ${command}` };
    if (value === undefined || value === '')
      return { kind: 'error', message: `${flag} needs a value` };
    if (flag === '--db') admin.db = value;
    else if ((ADMIN_PLANS as readonly string[]).includes(value))
      admin.plan = value as AdminCommand['plan'];
    else return { kind: 'error', message: `--plan must be free, pro or premier, not ${value}` };
  }
  if (admin.handle === '') return { kind: 'error', message: `${command} needs a handle` };
  return { kind: 'admin', admin };
}

export function parseCli(argv: readonly string[]): CliParse {
  const first = argv[0];
  if (first !== undefined && (ADMIN_COMMANDS as readonly string[]).includes(first))
    return parseAdmin(first as AdminCommandName, argv.slice(1));
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
