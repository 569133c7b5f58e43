// The public surface of each package entry, as a report checked in beside the package
// (packages/<name>/api/<entry>.api.md), so any change to what is exported shows in review
// (issue 30 item 5). `node scripts/api-report.mjs` rewrites the reports (pnpm api:update);
// `--check` fails, naming the entries, when the sources export something the reports do not say
// (pnpm api:check).
//
// Each exported name is listed with its kind and its type as the compiler prints it; an
// interface lists its members. Declarations generated from the OpenAPI contract (*.gen.ts) are
// listed by name only: their shape is the contract's, checked by `pnpm gen:check`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every public entry: package folder, export path and source file. */
const ENTRIES = [
  ['sdk', '.', 'src/index.ts'],
  ['sdk', './contract', 'src/contract.ts'],
  ['sdk', './rules', 'src/rules.ts'],
  ['sdk', './store', 'src/store/index.ts'],
  ['sdk', './react', 'src/react/index.ts'],
  ['sdk', './testing', 'src/testing/index.ts'],
  ['studio-engine', '.', 'src/index.ts'],
  ['studio-engine', './rules', 'src/rules.ts'],
  ['studio-engine', './tone', 'src/tone.ts'],
  ['studio-engine', './node', 'src/node.ts'],
  ['ui', '.', 'src/index.ts'],
].map(([pkg, entry, source]) => ({
  pkg,
  entry,
  source: join(root, 'packages', pkg, source),
  report: join(
    root,
    'packages',
    pkg,
    'api',
    `${entry === '.' ? 'index' : entry.slice(2).replace(/\//g, '-')}.api.md`,
  ),
}));

/** A type printed longer than this is cut (the report stays readable; the cut is marked). */
const MAX_TYPE_CHARS = 600;

function compilerOptions() {
  const path = join(root, 'packages/ui/tsconfig.json');
  const config = ts.readConfigFile(path, ts.sys.readFile).config;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(path));
  return { ...parsed.options, noEmit: true, skipLibCheck: true, types: ['node'] };
}

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

const cut = (text) =>
  text.length > MAX_TYPE_CHARS ? `${text.slice(0, MAX_TYPE_CHARS)}… (cut)` : text;

function kindOf(symbol) {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}

const isGenerated = (symbol) =>
  (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.endsWith('.gen.ts'));

function describe(checker, name, symbol) {
  const kind = kindOf(symbol);
  if (isGenerated(symbol)) return `${kind} ${name} (generated from the contract)`;
  const declaration = symbol.declarations?.[0];
  if (kind === 'interface' || kind === 'class') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        const memberType = checker.getTypeOfSymbolAtLocation(member, declaration);
        return `  ${member.name}${optional}: ${cut(checker.typeToString(memberType, undefined, FLAGS))}`;
      })
      .sort();
    return [`${kind} ${name} {`, ...members, '}'].join('\n');
  }
  if (kind === 'type') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const text = checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
    return `type ${name} = ${cut(text)}`;
  }
  if (kind === 'namespace') return `namespace ${name}`;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return `${kind} ${name}: ${cut(checker.typeToString(type, undefined, FLAGS))}`;
}

function report(checker, program, entry) {
  const source = program.getSourceFile(entry.source);
  const module = checker.getSymbolAtLocation(source);
  const exported = checker.getExportsOfModule(module);
  const lines = exported
    .map((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return describe(checker, symbol.name, target);
    })
    .sort((a, b) => (a.split(' ')[1] < b.split(' ')[1] ? -1 : 1));
  const name = `@cadenza/${entry.pkg}${entry.entry === '.' ? '' : entry.entry.slice(1)}`;
  return [
    `# API report: ${name}`,
    '',
    `${exported.length} exported names, from ${relative(root, entry.source)}.`,
    'Written by `pnpm api:update` (scripts/api-report.mjs); checked by `pnpm api:check`.',
    '',
    '```ts',
    ...lines,
    '```',
    '',
  ].join('\n');
}

const check = process.argv.includes('--check');
const program = ts.createProgram(
  [
    ...ENTRIES.map((entry) => entry.source),
    join(root, 'packages/studio-engine/src/worklet/audioworklet-polyfill.d.ts'),
  ],
  compilerOptions(),
);
const checker = program.getTypeChecker();
const changed = [];
for (const entry of ENTRIES) {
  const text = report(checker, program, entry);
  let before = null;
  try {
    before = readFileSync(entry.report, 'utf8');
  } catch {
    before = null;
  }
  if (before === text) continue;
  changed.push(relative(root, entry.report));
  if (!check) {
    mkdirSync(dirname(entry.report), { recursive: true });
    writeFileSync(entry.report, text);
  }
}
if (check && changed.length > 0) {
  console.error(
    `The public surface changed; review it and run \`pnpm api:update\`:\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(check ? 'API reports match.' : `API reports written (${changed.length} changed).`);
