// ES module: `node index.mjs` (or `npm start`).
import * as sdk from '@cadenza/sdk';
import { runExample } from './generate.mjs';

await runExample(sdk, {
  description: 'a dreamy synthwave song about the sea',
  out: 'song-esm.mp3',
});
