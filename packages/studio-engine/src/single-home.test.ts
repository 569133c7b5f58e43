// No studio constant or message is defined in two places: '@cadenza/studio-engine/rules' is their
// one home, and the other packages' sources neither export a constant of the same name nor spell
// out one of its multi-word messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from './rules';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const HOME = new Set(
  [
    'model/constants.ts',
    'model/messages.ts',
    'audio-constants.ts',
    'audio-messages.ts',
    'studio-messages.ts',
    'panel-wording.ts',
  ].map((file) => join('packages/studio-engine/src', file)),
);
const SOURCE_ROOTS = [
  'packages/sdk/src',
  'packages/ui/src',
  'packages/mock-server/src',
  'packages/studio-engine/src',
  'apps/reference/src',
];
/** Tests and stories quote messages on purpose; generated files copy the OpenAPI descriptions. */
const NOT_DEFINITIONS = /\.(test|test-d|stories|gen)\.tsx?$|\.browser\.test\.ts$/;

/** Code only: comments may name a message (as this one names 'New Track'). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !NOT_DEFINITIONS.test(entry.name) ? [path] : [];
  });
}
const files = SOURCE_ROOTS.flatMap(sources)
  .filter((file) => !HOME.has(file))
  .map((file) => ({ file, text: withoutComments(readFileSync(join(root, file), 'utf8')) }));

/** Every string a message table or template of the rules entry holds. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.values(value).flatMap(strings);
  return [];
}
const messages = [
  rules.MESSAGES,
  rules.REASONS,
  rules.STUDIO_LABELS,
  rules.STUDIO_UPLOAD_MODAL,
  rules.STUDIO_ERRORS,
  rules.AUDIO_MESSAGES,
  rules.STUDIO_PANEL_WORDING,
  rules.STUDIO_VERSION_WORDING,
  rules.STUDIO_STEMS_WORDING,
]
  .flatMap(strings)
  .filter((text) => text.includes(' '));
const constantNames = Object.keys(rules).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));

describe('studio rules have one home (@cadenza/studio-engine/rules)', () => {
  it('scans the sources of every package', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(messages.length).toBeGreaterThan(40);
    expect(constantNames.length).toBeGreaterThan(50);
  });

  it.each(constantNames)('%s is exported by no other module', (name) => {
    const pattern = new RegExp(`export (const|let|function) ${name}\\b`);
    expect(files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it.each(messages)('%j is spelled out nowhere else', (message) => {
    const quoted = [`'${message}'`, `"${message}"`, `\`${message}\``];
    expect(
      files.filter(({ text }) => quoted.some((q) => text.includes(q))).map(({ file }) => file),
    ).toEqual([]);
  });
});
