import { defaultView, type SessionView } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { bridgeView } from './view-adapter';

const session = (change: Partial<SessionView> = {}): SessionView => ({
  ...defaultView(),
  viewport: { widthPx: 800, heightPx: 400 },
  ...change,
});

describe('the session view and the Timeline view are one view', () => {
  it('scroll in beats becomes scroll in content px at the zoom (default 100 px per beat)', () => {
    const { view } = bridgeView(session({ scroll: { beats: 8, topPx: 40 } }));
    expect(view).toEqual({
      pxPerBeat: 100,
      scrollLeftPx: 800,
      scrollTopPx: 40,
      widthPx: 800,
      heightPx: 400,
    });
  });

  it('the same view back asks for nothing', () => {
    const bridge = bridgeView(session({ scroll: { beats: 3, topPx: 0 } }));
    expect(bridge.actionsFor(bridge.view)).toEqual([]);
  });

  it('a Ctrl+wheel zoom (new zoom and scroll) becomes zoom/set then scroll/set in beats', () => {
    const bridge = bridgeView(session({ scroll: { beats: 4, topPx: 0 } }));
    const next = { ...bridge.view, pxPerBeat: 200, scrollLeftPx: 1000 };
    expect(bridge.actionsFor(next)).toEqual([
      { type: 'zoom/set', pxPerBeat: 200 },
      { type: 'scroll/set', beats: 5, topPx: 0 },
    ]);
  });

  it('a measured lane area becomes viewport/resize', () => {
    const bridge = bridgeView(session());
    expect(bridge.actionsFor({ ...bridge.view, widthPx: 1200, heightPx: 600 })).toEqual([
      { type: 'viewport/resize', widthPx: 1200, heightPx: 600 },
    ]);
  });
});
