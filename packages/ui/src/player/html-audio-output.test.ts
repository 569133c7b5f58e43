/**
 * The HTMLAudioElement output: it sets the element's source, plays, pauses, seeks and sets the
 * volume (clamped 0 to 1, 3-library-social §4 Player), and reports the element's time,
 * duration, end and errors; an interrupted play() is not an error.
 */
import { describe, expect, test, vi } from 'vitest';
import { createHtmlAudioOutput } from './html-audio-output';

function setup() {
  const element = document.createElement('audio');
  const play = vi.spyOn(element, 'play').mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(element, 'pause').mockImplementation(() => undefined);
  vi.spyOn(element, 'load').mockImplementation(() => undefined);
  const output = createHtmlAudioOutput(element);
  const events = {
    time: vi.fn(),
    duration: vi.fn(),
    ended: vi.fn(),
    error: vi.fn(),
  };
  output.listen(events);
  return { element, output, events, play, pause };
}

describe('HTMLAudioElement output', () => {
  test('load sets the audio_url as the source; null removes it', () => {
    const { element, output } = setup();
    output.load('https://cadenza.test/a.mp3');
    expect(element.getAttribute('src')).toBe('https://cadenza.test/a.mp3');
    expect(output.snapshot().src).toBe('https://cadenza.test/a.mp3');
    output.load(null);
    expect(element.hasAttribute('src')).toBe(false);
  });

  test('play and pause reach the element', () => {
    const { output, play, pause } = setup();
    output.play();
    output.pause();
    expect(play).toHaveBeenCalledOnce();
    expect(pause).toHaveBeenCalledOnce();
  });

  test('volume is clamped 0 to 1; seeking never goes below 0', () => {
    const { element, output } = setup();
    output.setVolume(1.5);
    expect(element.volume).toBe(1);
    output.setVolume(-1);
    expect(element.volume).toBe(0);
    output.seek(-3);
    expect(element.currentTime).toBe(0);
    output.seek(12);
    expect(element.currentTime).toBe(12);
  });

  test('reports time, a known duration and the end', () => {
    const { element, events } = setup();
    element.currentTime = 7;
    element.dispatchEvent(new Event('timeupdate'));
    Object.defineProperty(element, 'duration', { value: 184, configurable: true });
    element.dispatchEvent(new Event('durationchange'));
    element.dispatchEvent(new Event('ended'));
    expect(events.time).toHaveBeenCalledWith(7);
    expect(events.duration).toHaveBeenCalledWith(184);
    expect(events.ended).toHaveBeenCalledOnce();
  });

  test('an unknown (infinite) stream duration is not reported', () => {
    const { element, events } = setup();
    Object.defineProperty(element, 'duration', { value: Infinity, configurable: true });
    element.dispatchEvent(new Event('durationchange'));
    expect(events.duration).not.toHaveBeenCalled();
  });

  test('a refused play() is an error; an interrupted one is not', async () => {
    const { output, play, events } = setup();
    play.mockImplementationOnce(() => Promise.reject(new DOMException('no', 'AbortError')));
    output.play();
    await Promise.resolve();
    expect(events.error).not.toHaveBeenCalled();
    play.mockImplementationOnce(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    output.play();
    await vi.waitFor(() => expect(events.error).toHaveBeenCalledOnce());
  });

  test('after dispose the element no longer reports', () => {
    const { element, output, events } = setup();
    output.dispose();
    element.dispatchEvent(new Event('ended'));
    expect(events.ended).not.toHaveBeenCalled();
  });
});
