// One local registry for the round trip: verdaccio 6.8.0, installed once into the shared cache
// (node-fetch overridden to 2.7.0, which lets it run on Node 20), bound to 127.0.0.1 with a
// temporary storage. @cadenza/* is published to it (anonymous publish, never proxied); every other
// package is proxied from the npm registry through its one uplink.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, run, waitFor } from './process.mjs';

export const VERDACCIO_VERSION = '6.8.0';

/** Installs verdaccio into `cacheDir` unless it is there already; resolves its bin path. */
export async function installVerdaccio(cacheDir, npmEnv) {
  const dir = join(cacheDir, `verdaccio-${VERDACCIO_VERSION}`);
  const bin = join(dir, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  if (existsSync(bin)) return bin;
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: 'cadenza-registry-verdaccio',
    private: true,
    dependencies: { verdaccio: VERDACCIO_VERSION },
    overrides: { 'node-fetch': '2.7.0' },
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env: npmEnv,
  });
  return bin;
}

function config(storage, port) {
  return `storage: ${JSON.stringify(storage)}
auth:
  htpasswd:
    file: ${JSON.stringify(join(storage, 'htpasswd'))}
    max_users: 10
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
    timeout: 60s
packages:
  '@cadenza/*':
    access: $all
    publish: $all
    unpublish: $all
  '**':
    access: $all
    proxy: npmjs
listen: 127.0.0.1:${port}
server:
  keepAliveTimeout: 60
log: { type: stdout, format: pretty, level: error }
`;
}

/** Starts verdaccio in `workDir`; resolves { url, token, stop } once it answers. */
export async function startVerdaccio(bin, workDir) {
  const storage = join(workDir, 'storage');
  await mkdir(storage, { recursive: true });
  const port = await freePort();
  const configFile = join(workDir, 'verdaccio.yaml');
  await writeFile(configFile, config(storage, port));
  const child = spawn(process.execPath, [bin, '--config', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(`verdaccio on ${url}`, async () => {
    if (child.exitCode !== null) throw new Error(`verdaccio exited (${child.exitCode})`);
    const answer = await fetch(`${url}-/ping`).catch(() => null);
    return answer?.ok === true;
  });
  // A user for publishing (htpasswd, created on first sign-in): its token goes in .npmrc.
  const signIn = await fetch(`${url}-/user/org.couchdb.user:cadenza`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'cadenza', password: 'cadenza-round-trip' }),
  });
  const { token } = await signIn.json();
  if (!token) throw new Error(`verdaccio gave no token (${signIn.status})`);
  return {
    url,
    token,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
