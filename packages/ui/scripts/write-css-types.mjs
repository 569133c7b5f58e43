// Writes the declarations of the '@cadenza/ui/styles.css' entry (ESM and CJS): a side-effect
// import with no exports, so `import '@cadenza/ui/styles.css'` type-checks everywhere.
import { writeFileSync } from 'node:fs';

const declaration =
  "// The stylesheet of @cadenza/ui (vanilla-extract's output): import it once for its side effect.\nexport {};\n";
for (const name of ['styles.css.d.ts', 'styles.css.d.cts'])
  writeFileSync(new URL(`../dist/${name}`, import.meta.url), declaration);
