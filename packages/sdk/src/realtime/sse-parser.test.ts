import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('the event-stream parser', () => {
  it('reads event, id and multi-line data frames, split anywhere across chunks', () => {
    const parser = createSseParser();
    const text =
      'event: clip_update\nid: 7\ndata: {"a":\ndata: 1}\n\n: keep-alive\n\ndata: plain\r\n\r\n';
    const frames = [...text].flatMap((char) => parser.feed(char));
    expect(frames).toEqual([
      { event: 'clip_update', id: '7', data: '{"a":\n1}' },
      { event: 'message', id: '7', data: 'plain' },
    ]);
  });

  it('ignores comments and frames without data, and reads retry', () => {
    const parser = createSseParser();
    expect(parser.feed(': hello\n\nevent: x\n\nretry: 500\ndata: y\n\n')).toEqual([
      { event: 'message', data: 'y', retry: 500 },
    ]);
  });
});
