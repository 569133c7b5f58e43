// Builds the app when its build is missing or stale (once per run) and hands its folder to the
// journey files, each of which serves it on a server of its own (file-server.ts); starts the one
// Chromium the journeys connect to (each in contexts of its own). The files run in a shuffled
// order whose seed is printed, so a journey that depends on another shows at once.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    staticDir: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const staticDir = await buildIfNeeded((line: string) => console.log(line));
  project.provide('staticDir', staticDir);
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  const seed = project.config.sequence.seed;
  console.log(`Journey files in a shuffled order, seed ${seed} (E2E_SEED=${seed} repeats it).`);
  return () => browser.close();
}
