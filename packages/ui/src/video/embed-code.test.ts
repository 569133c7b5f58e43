// /embed/{id}: 'The default embed frame is 760 by 240'; 'Copy embed code' gives the iframe snippet.
import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code';

describe('embed code', () => {
  it('the snippet is an iframe of /embed/{id} in the default 760 by 240 frame', () => {
    const code = embedCode('https://cadenza.test', 'clip-1', 'Night Drive');
    expect(code).toMatch(/^<iframe src="https:\/\/cadenza\.test\/embed\/clip-1" /);
    expect(code).toContain('width="760" height="240"');
    expect(code).toContain('title="Night Drive"');
  });

  it('quotes and angle brackets in the title cannot break out of the attribute', () => {
    expect(embedCode('', 'c', 'A "quoted" <b>')).toContain(
      'title="A &quot;quoted&quot; &lt;b&gt;"',
    );
  });

  it('the src encodes the id', () => {
    expect(embedCode('', 'a/b', 't')).toContain('src="/embed/a%2Fb"');
  });
});
