/**
 * Bundling as a consumer's bundler would: esbuild, minified, tree-shaken, honouring
 * "sideEffects": false, with code splitting (what the source loads by import() is a chunk of its
 * own, loaded when called); dependencies external ("own code") unless asked otherwise. The sizes
 * are the entry chunk's, what importing the source loads; the lazy chunks are reported beside
 * them. Shared by the size benchmark and the budget test.
 */
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';

export interface BundleResult {
  /** The entry chunk: what importing the source loads. */
  readonly code: string;
  readonly minBytes: number;
  readonly gzipBytes: number;
  /** The chunks the source loads later by import(), together (each gzipped on its own). */
  readonly lazyMinBytes: number;
  readonly lazyGzipBytes: number;
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

const ENTRY = 'consumer-entry';

/** The source as a virtual entry module (code splitting takes entry points, not stdin). */
const virtualEntry = (contents: string, resolveDir: string): Plugin => ({
  name: 'virtual-entry',
  setup(plugin) {
    plugin.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({
      path: ENTRY,
      namespace: ENTRY,
    }));
    plugin.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({
      contents,
      resolveDir,
      loader: 'ts',
    }));
  },
});

const gzipSize = (text: string): number => gzipSync(text, { level: 9 }).length;

export async function bundle(
  source: string,
  options: { resolveDir: string; external?: readonly string[]; minify?: boolean },
): Promise<BundleResult> {
  const result = await build({
    entryPoints: [ENTRY],
    outdir: 'out',
    splitting: true,
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
    plugins: [virtualEntry(source, options.resolveDir), exactExternals(options.external ?? [])],
  });
  const metafile: Metafile = result.metafile;
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const entryPath = outputs.find(([, output]) => output.entryPoint !== undefined)?.[0];
  const textOf = (path: string) =>
    result.outputFiles.find((file) => file.path.endsWith(path))?.text ?? '';
  const code = entryPath ? textOf(entryPath) : '';
  const output = entryPath ? metafile.outputs[entryPath] : undefined;
  // The chunks the entry can reach (esbuild also writes the targets of import() calls that
  // tree-shaking removed: those are never loaded).
  const reachable = new Set<string>();
  const visit = (path: string) => {
    if (reachable.has(path)) return;
    reachable.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? [])
      if (!imported.external) visit(imported.path);
  };
  if (entryPath) visit(entryPath);
  const lazy = [...reachable].filter((path) => path !== entryPath).map(textOf);
  return {
    code,
    minBytes: Buffer.byteLength(code),
    gzipBytes: gzipSize(code),
    lazyMinBytes: lazy.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    lazyGzipBytes: lazy.reduce((sum, text) => sum + gzipSize(text), 0),
    inputs: Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
    imports: (output?.imports ?? []).filter((i) => i.external).map((i) => i.path),
  };
}
