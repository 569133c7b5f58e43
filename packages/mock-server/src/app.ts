// createApp: the Express 5 application over one database, clock and audio engine. Every operation
// of openapi.yaml is registered from the route tables (one file per tag); unknown routes answer
// 404, bad input 400, and unexpected errors a logged 500 without a stack trace.
import express, { type Express, type Router } from 'express';
import cors from 'cors';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_FAILURES_MAX, type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import type { AudioEngine } from './audio/engine';
import { createSignInThrottle } from './auth/sign-in-throttle';
import type { Clock } from './clock';
import {
  SETTING_ELEVATED_USAGE,
  SETTING_SPEED,
  type ResolvedOptions,
  type ServerContext,
  type ServerOptions,
} from './context';
import type { Db } from './db/open';
import { createRepos } from './db/repos';
import { declaredLengthLimit, JSON_BODY_LIMIT_BYTES } from './http/body-limit';
import { redactUrl } from './http/bearer';
import { compressResponses } from './http/compress';
import { errorHandler, notFoundHandler } from './http/errors';
import { createFaultStore } from './http/faults';
import { createResponseCache } from './http/response-cache';
import { createPipeline } from './http/pipeline';
import { corsOrigin, securityHeaders } from './http/security';
import { staticHosting } from './http/static';
import { mountPrefix, registrationOrder, route, type Handler } from './http/route';
import { createScheduler } from './lifecycle/scheduler';
import { registerLifecycles } from './lifecycle/register';
import { createMediaCache } from './media/cache';
import { createMediaKeys } from './media/keys';
import { createEventBus } from './realtime/bus';
import { ROUTE_TABLES, PREPARE_TABLES } from './routes';
import { seedDatabase } from './seed/seed';

/** How long a cached polling answer may be served without a write (time-based fields lag by at most this). */
export const RESPONSE_CACHE_TTL_MS = 500;

export interface CreateAppDeps {
  db: Db;
  clock: Clock;
  audio: AudioEngine;
  options?: ServerOptions;
}

export interface AppHandle {
  readonly context: ServerContext;
  /** Resolves once the first-start seed (if any) is written and pending jobs are re-armed. */
  readonly ready: Promise<void>;
  /** Waits for running lifecycle steps (tests, after advancing a fake clock). */
  settle(): Promise<void>;
  /** Stops the scheduler and ends open realtime streams; the caller closes db and engine. */
  close(): Promise<void>;
}

export type CadenzaApp = Express & { readonly cadenza: AppHandle };

/** Every operationId that has a route, in registration order. */
export function routedOperations(): OperationId[] {
  const ids = ROUTE_TABLES.flatMap((table) => Object.keys(table)) as OperationId[];
  return registrationOrder(ids);
}

function resolveOptions(options: ServerOptions): ResolvedOptions {
  return {
    devControls: options.devControls ?? true,
    seed: options.seed ?? true,
    publicUrl: (options.publicUrl ?? 'http://localhost:4010').replace(/\/$/, ''),
    appUrl: (options.appUrl ?? 'http://localhost:5173').replace(/\/$/, ''),
    corsOrigins: options.corsOrigins ?? null,
    requestLogging: options.requestLogging ?? true,
  };
}

function buildContext(deps: CreateAppDeps, logger: Logger): ServerContext {
  const { db, clock, audio } = deps;
  const options = deps.options ?? {};
  const repos = createRepos(db);
  if (options.speed !== undefined && options.speed > 0)
    repos.settings.set(SETTING_SPEED, options.speed);
  const responses = createResponseCache(RESPONSE_CACHE_TTL_MS);
  const scheduler = createScheduler({
    jobs: repos.jobs,
    clock,
    onRun: () => responses.bump(),
    onError: (error, job) =>
      logger.error({ err: error, job: job.kind, subject: job.subject_id }, 'job failed'),
  });
  const speed = (): number => {
    const value = repos.settings.get<number>(SETTING_SPEED, 1);
    return Number.isFinite(value) && value > 0 ? value : 1;
  };
  return {
    db,
    repos,
    clock,
    audio,
    bus: createEventBus(),
    scheduler,
    faults: createFaultStore(),
    signIns: createSignInThrottle({
      max: SIGN_IN_FAILURES_MAX,
      windowMs: SIGN_IN_FAILURE_WINDOW_MS,
    }),
    media: createMediaCache(),
    keys: createMediaKeys(repos.settings),
    responses,
    logger,
    options: resolveOptions(options),
    speed,
    setSpeed: (value) => repos.settings.set(SETTING_SPEED, value),
    elevatedUsage: () => repos.settings.get<boolean>(SETTING_ELEVATED_USAGE, false) === true,
    setElevatedUsage: (on) => repos.settings.set(SETTING_ELEVATED_USAGE, on),
    scaled: (ms) => Math.max(1, Math.round(ms / speed())),
  };
}

export function createApp(deps: CreateAppDeps): CadenzaApp {
  const logger = deps.options?.logger ?? pino({ level: 'info' });
  const ctx = buildContext(deps, logger);
  registerLifecycles(ctx);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(securityHeaders(ctx.options));
  app.use(
    cors({
      origin: corsOrigin(ctx.options),
      credentials: true,
      exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length'],
    }),
  );
  if (ctx.options.requestLogging)
    app.use(
      pinoHttp({
        logger,
        customLogLevel: (_req, res, error) =>
          error !== undefined || res.statusCode >= 500
            ? 'error'
            : res.statusCode >= 400
              ? 'warn'
              : 'info',
        serializers: {
          req: (req: { method: string; url: string }) => ({
            method: req.method,
            url: redactUrl(req.url),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      ctx.responses.bump();
      res.on('finish', () => ctx.responses.bump());
    }
    next();
  });
  app.use(compressResponses());
  app.use(declaredLengthLimit(JSON_BODY_LIMIT_BYTES));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  // One router per two-segment prefix (/api/gen, /media/audio, ...), so a request walks only the
  // routes that share its prefix.
  const routers = new Map<string, Router>();
  const prelude = createPipeline(ctx, Object.assign({}, ...PREPARE_TABLES));
  const handlers = Object.assign({}, ...ROUTE_TABLES) as Record<OperationId, Handler<OperationId>>;
  for (const id of routedOperations()) {
    const prefix = mountPrefix(operations[id].path);
    let router = routers.get(prefix);
    if (!router) {
      router = express.Router();
      routers.set(prefix, router);
      app.use(prefix, router);
    }
    route(router, id, handlers[id], ctx, prelude(id), prefix);
  }
  if (deps.options?.staticDir !== undefined) app.use(staticHosting(deps.options.staticDir));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const closers = new Set<() => void>();
  app.locals.closers = closers;
  const ready = (async () => {
    if (ctx.options.seed && ctx.repos.users.count() === 0) seedDatabase(ctx);
    ctx.scheduler.start();
  })();
  ready.catch((error: unknown) => logger.error({ err: error }, 'start-up failed'));

  const handle: AppHandle = {
    context: ctx,
    ready,
    settle: () => ctx.scheduler.settle(),
    async close() {
      ctx.scheduler.stop();
      for (const close of closers) close();
      closers.clear();
      await ctx.scheduler.settle();
    },
  };
  return Object.assign(app, { cadenza: handle });
}
