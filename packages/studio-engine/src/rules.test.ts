// The studio's user-visible strings (the '@cadenza/studio-engine/rules' entry) are verbatim from
// 2-studio.md: each string, and each fixed part of each template, appears in the spec.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from './rules';

const specDir =
  process.env['CADENZA_SPEC_DIR'] ??
  fileURLToPath(new URL('../../../../shared/spec', import.meta.url));
const studioSpec = join(specDir, '2-studio.md');
const specFound = existsSync(studioSpec);
const normalise = (text: string): string => text.replace(/\s+/g, ' ');
const specText = specFound ? normalise(readFileSync(studioSpec, 'utf8')) : '';

/** Strings that are not the spec's: Cadenza's own refusal reasons and one decided wording. */
const NOT_FROM_SPEC = new Set<string>([
  ...Object.values(rules.REASONS),
  rules.AUDIO_MESSAGES.microphoneHint,
]);

const MARKER = '\u0000';
const messageTables = {
  MESSAGES: rules.MESSAGES,
  STUDIO_LABELS: rules.STUDIO_LABELS,
  STUDIO_UPLOAD_MODAL: rules.STUDIO_UPLOAD_MODAL,
  STUDIO_ERRORS: rules.STUDIO_ERRORS,
  AUDIO_MESSAGES: rules.AUDIO_MESSAGES,
};
const templates: Record<string, (part: string) => string> = {
  takeLaneName: (part) => rules.takeLaneName(2).replace('2', part),
  recordingFileName: rules.recordingFileName,
  studioRenderModerationError: rules.studioRenderModerationError,
  failedToOpenDecoder: (a: string) => rules.failedToOpenDecoder(a, 6).replace('6', 'N'),
};
const entries: [string, string][] = [
  ...Object.entries(messageTables).flatMap(([table, values]) =>
    Object.entries(values).map(([key, text]): [string, string] => [`${table}.${key}`, text]),
  ),
  ...Object.entries(templates).flatMap(([name, fn]) =>
    fn(MARKER)
      .split(MARKER)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part, i): [string, string] => [`${name}#${i}`, part]),
  ),
].filter(([, text]) => !NOT_FROM_SPEC.has(text));

describe.runIf(specFound)('@cadenza/studio-engine/rules: every studio string is the spec’s', () => {
  it.each(entries)('%s appears verbatim: %j', (_, text) => {
    expect(specText).toContain(normalise(text));
  });

  it.each([
    [
      rules.createTooShort(1.234),
      'Selection must be at least 2 seconds long (currently 1.23 seconds)',
    ],
    [
      rules.selectionTooLong(130),
      'Selection must be at most 120 seconds long (currently 130 seconds)',
    ],
    [
      rules.classicTooShort(1),
      'Selection must be at least 2 seconds long in "Classic" replace mode (currently 1 seconds)',
    ],
    [
      rules.classicTooLong(121),
      'Selection must be at most 120 seconds long in "Classic" replace mode (currently 121 seconds)',
    ],
    [
      rules.MESSAGES.fixedTooLong,
      'Selection must be at most 26 seconds long in "Fixed" replace mode',
    ],
  ])('selection-length message %j', (built, expected) => {
    expect(built).toBe(expected);
    expect(specText).toContain(
      expected.replace(/\(currently [\d.]+ seconds\)/, '(currently X seconds)'),
    );
  });

  it('fills the templates the spec writes with placeholders', () => {
    expect(rules.takeLaneName(2)).toBe('Version 2');
    expect(rules.recordingFileName(17)).toBe('recording-17');
    expect(rules.studioRenderModerationError('nope')).toBe('Moderation error: nope');
    expect(rules.failedToOpenDecoder('opus', 7)).toBe(
      'Failed to open decoder opus after 7 attempts',
    );
  });
});
