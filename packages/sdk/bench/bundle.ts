/**
 * Bundling as a consumer's bundler would: esbuild, minified, tree-shaken, honouring
 * "sideEffects": false; dependencies external ("own code") unless asked otherwise. Shared by
 * the size benchmark and the root-entry test.
 */
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';

export interface BundleResult {
  readonly code: string;
  readonly minBytes: number;
  readonly gzipBytes: number;
  /** Source files with code in the output (tree-shaken files are left out). */
  readonly inputs: readonly string[];
  /** Bare imports left in the output (the external packages it needs). */
  readonly imports: readonly string[];
}

/** Marks exactly these bare imports external (esbuild's own option also takes their subpaths). */
const exactExternals = (names: readonly string[]): Plugin => ({
  name: 'exact-externals',
  setup(plugin) {
    const set = new Set(names);
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      set.has(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
});

export async function bundle(
  source: string,
  options: { resolveDir: string; external?: readonly string[]; minify?: boolean },
): Promise<BundleResult> {
  const result = await build({
    stdin: { contents: source, resolveDir: options.resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
    target: 'es2022',
    minify: options.minify ?? true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [exactExternals(options.external ?? [])],
  });
  const code = result.outputFiles[0]?.text ?? '';
  const metafile: Metafile = result.metafile;
  const output = Object.values(metafile.outputs)[0];
  return {
    code,
    minBytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
    imports: (output?.imports ?? []).filter((i) => i.external).map((i) => i.path),
  };
}
