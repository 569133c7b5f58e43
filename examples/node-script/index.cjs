// CommonJS: `node index.cjs` (or `npm run start:cjs`). The SDK is loaded with require(), which
// picks its CommonJS build; the flow and the server starter are the same modules as index.mjs.
const sdk = require('@cadenza/sdk');

async function main() {
  const { generateSong } = await import('./generate.mjs');
  const { startMockServer } = await import('./mock-server.mjs');
  const server = await startMockServer();
  try {
    await generateSong(sdk, {
      baseUrl: server.baseUrl,
      description: 'a slow acoustic ballad about the first snow',
      out: 'song-cjs.mp3',
    });
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
