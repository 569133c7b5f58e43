import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

const here = dirname(fileURLToPath(import.meta.url));
const specDir = process.env['CADENZA_SPEC_DIR'] ?? resolve(here, '../../../../../shared/spec');
const specFound = existsSync(specDir);

const normalise = (text: string): string => text.replace(/\s+/g, ' ');
const specText = specFound
  ? normalise(
      readdirSync(specDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => readFileSync(join(specDir, name), 'utf8'))
        .join('\n'),
    )
  : '';

/** A marker no message contains; template functions are called with it and split on it. */
const MARKER = '\u0000';
const MARKER_ARGS = Array.from({ length: 6 }, () => MARKER);

/** The string literals and template-literal fixed parts of a function's source. */
function sourceFragments(fn: (...args: unknown[]) => unknown): string[] {
  const file = ts.createSourceFile(
    'template.ts',
    `const f = ${fn.toString()};`,
    ts.ScriptTarget.Latest,
  );
  const fragments: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      fragments.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fragments;
}

/** The fixed fragments of a template function: call it with markers, else read its source. */
function templateFragments(fn: (...args: unknown[]) => unknown): string[] {
  try {
    const out = fn(...MARKER_ARGS);
    if (typeof out === 'string') return out.split(MARKER).map((fragment) => fragment.trim());
  } catch {
    // The function does not take markers (it looks its argument up): fall back to its source.
  }
  return sourceFragments(fn);
}

interface Entry {
  readonly path: string;
  readonly text: string;
}

/** Every string (and every template fragment) exported by messages.ts, with where it lives. */
function collect(value: unknown, path: string): Entry[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function')
    return templateFragments(value as (...args: unknown[]) => unknown).map((text, i) => ({
      path: `${path}#${i}`,
      text,
    }));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, v]) => collect(v, `${path}.${key}`));
  return [];
}

const entries = Object.entries(messages)
  .flatMap(([name, value]) => collect(value, name))
  .filter((entry) => entry.text.trim() !== '');

describe.runIf(specFound)(
  'messages.ts: every user-visible string is verbatim from the spec',
  () => {
    it('collects the strings of every message file', () => {
      expect(entries.length).toBeGreaterThan(250);
    });

    it.each(entries.map((e) => [e.path, e.text] as const))('%s appears verbatim: %j', (_, text) => {
      expect(specText).toContain(normalise(text));
    });
  },
);

describe('messages.ts: template functions', () => {
  it('fill their parts in order', () => {
    expect(messages.lyricsTooLong(3000)).toBe(
      'Those lyrics are too long. Please try shorter lyrics (max 3000 characters).',
    );
    expect(messages.songTitleTooLong(100)).toBe(
      'That title is too long. Please try a shorter title (max 100 characters).',
    );
    expect(messages.needCreditsToCreate(10)).toBe('Need at least 10 credits to create.');
    expect(messages.inspiredByTitle('Road Trip')).toBe('Inspired by Road Trip');
  });

  it('reads a template from its source when markers cannot be passed to it', () => {
    const lookup = (key: 'a'): string => `${{ a: 'Prompt saved.' }[key].toUpperCase()} Try again.`;
    const fragments = templateFragments(lookup as (...args: unknown[]) => unknown);
    expect(fragments).toEqual(expect.arrayContaining(['Prompt saved.', ' Try again.']));
  });
});

describe.runIf(specFound)('messages.ts: templates the spec writes with placeholders', () => {
  // The studio's own strings (selection lengths, take lanes, recordings, renders, the decoder) live
  // in @cadenza/studio-engine/rules and are checked against the spec there (rules.test.ts).
  it.each([
    [messages.videoDurationAtLeast('X'), 'Video duration must be at least X.'],
    [messages.videoDurationLessThan('X'), 'Video duration must be less than X.'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
    expect(specText.includes(expected), `not in the spec: ${expected}`).toBe(true);
  });

  it('fill the templates the spec writes with placeholders', () => {
    expect(messages.fileIsComing('a.wav')).toBe('a.wav is coming');
    expect(messages.filesUploading(3)).toBe('3 Files Uploading...');
    expect(messages.hookCreationException('boom')).toBe('Exception during hook creation: boom');
    expect(messages.networkResponseNotOk(500)).toBe('Network response was not ok: 500');
    expect(messages.wavFileTimedOut('Song')).toBe(
      'Timed out waiting for Song wav file to generate',
    );
  });
});
