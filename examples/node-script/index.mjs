// ES module: `node index.mjs` (or `npm start`).
import * as sdk from '@cadenza/sdk';
import { generateSong } from './generate.mjs';
import { startMockServer } from './mock-server.mjs';

const server = await startMockServer();
try {
  await generateSong(sdk, {
    baseUrl: server.baseUrl,
    description: 'a dreamy synthwave song about the sea',
    out: 'song-esm.mp3',
  });
} finally {
  await server.stop();
}
