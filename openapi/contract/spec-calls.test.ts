// The contract's spec column: every call named in the three spec documents is an operation of
// openapi.yaml, and every operation the spec does not name is marked as a Cadenza extension.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKey, operations, specCalls, specDir } from './load';

const contractKeys = new Set(operations.map(callKey));
const specKeys = new Set(specCalls.map(callKey));

describe('every call of the spec is in openapi.yaml', () => {
  it.each(specCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    (_name, call) => {
      expect(contractKeys.has(callKey(call)), `${call.source}: "${call.text}"`).toBe(true);
    },
  );
});

describe('openapi.yaml adds nothing unmarked', () => {
  it('every operation the spec does not name carries x-cadenza-extension: true', () => {
    const unmarked = operations.filter((op) => !specKeys.has(callKey(op)) && !op.extension);
    expect(unmarked.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('no operation the spec names is marked as an extension', () => {
    const marked = operations.filter((op) => specKeys.has(callKey(op)) && op.extension);
    expect(marked.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});

describe('the checked-in call list', () => {
  it('names each call once', () => {
    expect(specKeys.size).toBe(specCalls.length);
  });

  describe.runIf(specDir)('quotes the spec documents verbatim', () => {
    const documents = new Map<string, string>();
    const documentText = (name: string) => {
      if (!documents.has(name))
        documents.set(name, readFileSync(join(specDir as string, name), 'utf8'));
      return documents.get(name) as string;
    };
    it.each(specCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
      '%s',
      (_name, call) => {
        const files = [...call.source.matchAll(/(\d-[a-z-]+\.md)/g)].map(
          (match) => match[1] as string,
        );
        expect(files.length).toBeGreaterThan(0);
        expect(files.some((file) => documentText(file).includes(call.text))).toBe(true);
      },
    );
  });
});
