// Builds the app when its build is missing or stale, then serves it in-process (see server.ts).
// Journeys read the URL with inject('baseUrl').
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const staticDir = await buildIfNeeded((line: string) => console.log(line));
  const server = await startServer(staticDir);
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
