// The whole flow with the SDK passed in (the ES module or the CommonJS build of @cadenza/sdk):
// sign in with the mock server's dev sign-in, generate from a description, follow the new clips
// until they are complete, download the first one's audio; runExample does it against the
// installed mock server.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { startMockServer } from './mock-server.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function generateSong(sdk, { baseUrl, description, out }) {
  const { createApiClient, isApiError } = sdk;

  // 1. Sign in. The mock server's dev sign-in hands out a bearer token for a seeded handle.
  const anonymous = createApiClient({ baseUrl });
  const { token } = await anonymous.call('devLogin', { body: { handle: 'pro' } });
  const client = createApiClient({ baseUrl, getToken: () => token });

  // 2. Generate. transaction_uuid is the idempotency key: a resend after a lost answer is safe.
  const { clips } = await client.call('generate', {
    body: { gpt_description_prompt: description, mv: 'chirp-crow', transaction_uuid: randomUUID() },
  });
  const ids = clips.map((clip) => clip.id);
  console.log(`generating ${ids.length} clips: ${ids.join(', ')}`);

  // 3. Follow them (feed/v2 with ids) until every one is complete or failed.
  let current = clips;
  let shown = '';
  while (!current.every((clip) => clip.status === 'complete' || clip.status === 'error')) {
    await pause(1000);
    ({ clips: current } = await client.call('getFeedV2', { query: { ids: ids.join(',') } }));
    const line = current.map((clip) => `${clip.id.slice(0, 8)} ${clip.status}`).join(' | ');
    if (line !== shown) console.log((shown = line));
  }
  const done = current.find((clip) => clip.status === 'complete');
  if (!done) throw new Error('no clip completed');

  // 4. Download the audio (a Blob).
  try {
    const audio = await client.call('getClipAudio', { path: { clip_id: done.id } });
    await writeFile(out, Buffer.from(await audio.arrayBuffer()));
    console.log(`"${done.title}" complete: ${audio.size} bytes of ${audio.type} written to ${out}`);
    return { clip: done, bytes: audio.size };
  } catch (error) {
    // Every failure of a call is one typed ApiError (kind, status, the server's detail).
    if (isApiError(error)) console.error(`${error.kind} ${error.status ?? ''}: ${error.detail}`);
    throw error;
  }
}

/** Starts the installed mock server, runs the flow against it, and stops the server. */
export async function runExample(sdk, { description, out }) {
  const server = await startMockServer();
  try {
    return await generateSong(sdk, { baseUrl: server.baseUrl, description, out });
  } finally {
    await server.stop();
  }
}
