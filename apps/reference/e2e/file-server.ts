// Each journey file runs on a server of its own: the built app served with the mock server on a
// fresh ':memory:' database seeded with the demo data. No journey sees what another one left (a
// song pushed off a feed page, a saved playbar, an injected fault), so the files can run in any
// order and side by side. Listed in vitest.e2e.config.ts's setupFiles: its hooks run before the
// file's own.
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from './server';
import { useServer } from './support';

let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer(inject('staticDir'));
  useServer(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
});
