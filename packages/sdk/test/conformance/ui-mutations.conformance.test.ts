// Every mutation the ui makes has a conformance case: the ui's sources are scanned at test time,
// so a new ui mutation without a case against the mock server fails here.
import { describe, expect, it } from 'vitest';
import { UI_MUTATIONS, coveredMutations, scanUiMutations } from './ui-mutations';

describe('the conformance suite covers every mutation the ui makes', () => {
  it('the list of ui mutations is what the ui sources name', () => {
    expect(scanUiMutations()).toEqual([...UI_MUTATIONS].sort());
  });

  it('each ui mutation runs through the store against the mock server in a conformance case', () => {
    const covered = new Set(coveredMutations());
    expect(UI_MUTATIONS.filter((id) => !covered.has(id))).toEqual([]);
  });
});
