import { describe, expect, it } from 'vitest';
import { DEFAULT_DB, DEFAULT_PORT, parseCli } from './cli-args';

describe('cadenza-mock-server options', () => {
  it('defaults to port 4010, ./.data/cadenza.db, seeding and dev controls on', () => {
    expect(parseCli([])).toEqual({
      kind: 'run',
      options: {
        port: DEFAULT_PORT,
        host: '127.0.0.1',
        db: DEFAULT_DB,
        speed: undefined,
        seed: true,
        devControls: true,
        publicUrl: undefined,
        appUrl: undefined,
        staticDir: undefined,
      },
    });
    expect(DEFAULT_PORT).toBe(4010);
    expect(DEFAULT_DB).toBe('./.data/cadenza.db');
  });

  it('reads --port, --db (:memory: accepted), --speed, --no-seed and --no-dev-controls', () => {
    const parsed = parseCli([
      '--port',
      '5000',
      '--db=:memory:',
      '--speed',
      '4',
      '--no-seed',
      '--no-dev-controls',
    ]);
    expect(parsed).toMatchObject({
      kind: 'run',
      options: { port: 5000, db: ':memory:', speed: 4, seed: false, devControls: false },
    });
  });

  it('reads --static <dir> and --static=<dir>', () => {
    expect(parseCli(['--static', 'apps/web/dist'])).toMatchObject({
      kind: 'run',
      options: { staticDir: 'apps/web/dist' },
    });
    expect(parseCli(['--static=./dist'])).toMatchObject({
      kind: 'run',
      options: { staticDir: './dist' },
    });
  });

  it.each([
    [['--static'], '--static needs a value'],
    [['--port', 'abc'], '--port must be 0-65535, not abc'],
    [['--speed', '0'], '--speed must be a number above 0, not 0'],
    [['--db'], '--db needs a value'],
    [['--fast'], 'Unknown option --fast'],
  ])('rejects %j', (argv, message) => {
    expect(parseCli(argv)).toEqual({ kind: 'error', message });
  });

  it('shows the help', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
  });
});
