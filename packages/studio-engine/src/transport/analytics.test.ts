import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../model/testing/fake-clock';
import { PlaybackAnalytics, type PlaybackSpan } from './analytics';

function setup() {
  const clock = createFakeClock();
  let position = 0;
  const spans: PlaybackSpan[] = [];
  const analytics = new PlaybackAnalytics({
    clock,
    send: (s) => spans.push(s),
    position: () => position,
  });
  const play = (ms: number) => {
    for (let t = 0; t < ms; t += 10) {
      position += 0.01;
      clock.advance(10);
    }
  };
  return { clock, analytics, spans, play, setPosition: (p: number) => (position = p) };
}

const round = (spans: PlaybackSpan[]) =>
  spans.map((s) => [Number(s.startSeconds.toFixed(2)), Number(s.endSeconds.toFixed(2))]);

describe('playback analytics (§4: about every 5 s, spans under 0.1 s dropped)', () => {
  it('sends the span played about every 5 seconds while playing', () => {
    const { analytics, spans, play } = setup();
    analytics.start(0);
    play(12_000);
    expect(round(spans)).toEqual([
      [0, 5],
      [5, 10],
    ]);
    analytics.stop();
    expect(round(spans)[2]).toEqual([10, 12]);
  });

  it('drops spans under 0.1 s', () => {
    const { analytics, spans, play } = setup();
    analytics.start(0);
    play(50);
    analytics.stop();
    expect(spans).toEqual([]);
  });

  it('ends a span where the position jumps (seek, loop) and starts the next where it lands', () => {
    const { analytics, spans, play, setPosition } = setup();
    analytics.start(0);
    play(2000);
    analytics.jump(30);
    setPosition(30);
    play(1000);
    analytics.stop();
    expect(round(spans)).toEqual([
      [0, 2],
      [30, 31],
    ]);
  });

  it('sends nothing once stopped', () => {
    const { analytics, spans, clock } = setup();
    analytics.start(0);
    analytics.stop();
    clock.advance(20_000);
    expect(spans).toEqual([]);
  });
});
