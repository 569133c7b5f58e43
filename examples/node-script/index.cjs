// CommonJS: `node index.cjs` (or `npm run start:cjs`). The SDK is loaded with require(), which
// picks its CommonJS build; the flow is the same module as index.mjs uses.
const sdk = require('@cadenza/sdk');

import('./generate.mjs')
  .then(({ runExample }) =>
    runExample(sdk, {
      description: 'a slow acoustic ballad about the first snow',
      out: 'song-cjs.mp3',
    }),
  )
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
