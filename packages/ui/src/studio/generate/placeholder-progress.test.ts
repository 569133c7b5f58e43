// A queued generation's placeholder shows how far it got (2-studio §4 "drawn ... with progress").
import { createIntent, type ClipStatus } from '@cadenza/studio-engine';
import { describe, expect, test } from 'vitest';
import { intentProgress, SENDING_PROGRESS } from './placeholder-progress';

const intent = (possibleClipIds: string[]) =>
  createIntent({ id: 'i', startBeats: 0, endBeats: 8, possibleClipIds });

describe('placeholder progress', () => {
  test('before the clip ids arrive it shows the request sent', () => {
    expect(intentProgress(intent([]), () => undefined)).toBe(SENDING_PROGRESS);
  });

  test('the furthest candidate decides: streaming is further than queued', () => {
    const status = (id: string): ClipStatus => (id === 'a' ? 'queued' : 'streaming');
    expect(intentProgress(intent(['a', 'b']), status)).toBe(0.8);
    expect(intentProgress(intent(['a']), status)).toBeLessThan(0.8);
  });
});
