#!/usr/bin/env node
// `pnpm docs:api`: the API reference of the four packages' public entries, generated from their
// TSDoc by TypeDoc into docs/api/ (gitignored), then the link check: a broken {@link} fails the
// TypeDoc run, and a relative link of the generated pages or of the guide and READMEs that reaches
// no file fails the check. `--links-only` checks the Markdown without generating anything.
import { rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, OptionDefaults, ReflectionKind } from 'typedoc';
import { publicEntries } from './entry-points.mjs';
import { brokenLinks, htmlFiles, markdownFiles } from './links.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'docs', 'api');

async function generate() {
  const entries = publicEntries(ROOT);
  const app = await Application.bootstrapWithPlugins({
    name: 'Cadenza API reference',
    entryPoints: entries.map((entry) => join(ROOT, entry.file)),
    entryPointStrategy: 'resolve',
    tsconfig: join(ROOT, 'scripts', 'docs', 'tsconfig.api.json'),
    readme: join(ROOT, 'docs', 'guide', 'api-reference.md'),
    out: OUT,
    // openapi-typescript writes @description in the contract's types; the rest are TSDoc's.
    blockTags: [...OptionDefaults.blockTags, '@description', '@handles'],
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    // The packages are typechecked by the suite; TypeDoc only reads them.
    skipErrorChecking: true,
    validation: { invalidLink: true, notExported: false, notDocumented: false },
    treatValidationWarningsAsErrors: true,
    disableSources: true,
    githubPages: false,
    logLevel: 'Warn',
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not read the entries');
  // Each module is named by the specifier it is imported by.
  const bySource = new Map(entries.map((e) => [resolve(ROOT, e.file), e.specifier]));
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const file = project.getSymbolIdFromReflection?.(module)?.fileName;
    const specifier = file ? bySource.get(resolve(file)) : undefined;
    if (specifier) module.name = specifier;
  }
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings())
    throw new Error('TypeDoc reported problems (above)');
  await rm(OUT, { recursive: true, force: true });
  await app.generateDocs(project, OUT);
  return project.getChildrenByKind(ReflectionKind.Module).map((m) => m.name);
}

async function main() {
  const linksOnly = process.argv.includes('--links-only');
  const modules = linksOnly ? [] : await generate();
  const files = [...markdownFiles(ROOT), ...(linksOnly ? [] : htmlFiles(OUT))];
  const broken = brokenLinks(ROOT, files);
  if (broken.length > 0) {
    console.error(`${broken.length} broken links:\n${broken.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  if (!linksOnly) console.log(`API reference of ${modules.join(', ')} in ${relative(ROOT, OUT)}/`);
  console.log(`${files.length} files, no broken links`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
