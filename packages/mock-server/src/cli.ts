#!/usr/bin/env node
// cadenza-mock-server: serves createApp over a SQLite file (or :memory:) with the procedural audio
// engine and the system clock. Stops gracefully on SIGINT and SIGTERM.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { runAdmin } from './admin';
import { SHUTDOWN_GRACE_MS } from '@cadenza/sdk';
import { createApp } from './app';
import { createProceduralAudio } from './audio/index';
import { parseCli, USAGE } from './cli-args';
import { openDatabase } from './db/open';
import { drainWithin } from './lifecycle/shutdown';
import { checkStaticDir } from './http/static';
import { systemClock } from './system-clock';

async function main(): Promise<void> {
  const parsed = parseCli(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`${parsed.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.kind === 'admin') {
    const db = openDatabase(parsed.admin.db);
    const result = runAdmin(db, parsed.admin, Date.now());
    db.close();
    if (result.ok) console.log(result.line);
    else {
      console.error(result.error);
      process.exitCode = 1;
    }
    return;
  }
  const { options } = parsed;
  if (options.staticDir !== undefined) {
    try {
      checkStaticDir(options.staticDir);
    } catch (error) {
      console.error((error as Error).message);
      process.exitCode = 2;
      return;
    }
  }
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = openDatabase(options.db);
  const audio = createProceduralAudio();
  const app = createApp({
    db,
    clock: systemClock,
    audio,
    options: {
      seed: options.seed,
      devControls: options.devControls,
      ...(options.speed === undefined ? {} : { speed: options.speed }),
      publicUrl: options.publicUrl ?? `http://localhost:${options.port}`,
      ...(options.appUrl === undefined ? {} : { appUrl: options.appUrl }),
      ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
      logger,
    },
  });
  await app.cadenza.ready;
  const server = app.listen(options.port, options.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      { port, db: options.db, devControls: options.devControls, staticDir: options.staticDir },
      `Cadenza mock server on http://${options.host}:${port}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    void drainWithin({
      clock: systemClock,
      graceMs: SHUTDOWN_GRACE_MS,
      drain: () =>
        app.cadenza
          .close()
          .then(() => audio.close())
          .then(() => {
            server.closeAllConnections();
            db.close();
            logger.info('stopped');
          })
          .catch((error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exitCode = 1;
          }),
      force: () => {
        logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'drain took too long; stopping now');
        server.closeAllConnections();
        process.exit(1);
      },
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
