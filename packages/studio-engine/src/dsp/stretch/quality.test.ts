// The stretcher's quality checks of issue 8, on synthetic 48 kHz signals, each named after its
// check with the measured figure in the assertion message.
import { describe, expect, it } from 'vitest';
import {
  bandLevelsDb,
  detectOnsets,
  firstDifference,
  levelWobbleDb,
  onsetReport,
  pitchErrorCents,
  residualDb,
} from '../testing/measures';
import { clickTrain, musicBed, pinkNoise, sine } from '../testing/signals';
import { stretchOffline } from './offline';
import { TimeMap } from './time-map';

const RATE = 48000;
const SLOW = 60_000;

function mono(x: Float32Array, options: Parameters<typeof stretchOffline>[1]): Float32Array {
  return stretchOffline([x], options)[0] as Float32Array;
}

describe('stretcher quality (48 kHz synthetic signals)', () => {
  for (const speed of [0.5, 1.5]) {
    it(
      `pitch error on 110, 440 and 1760 Hz sines is at most 1 cent when only stretching (speed ${speed})`,
      () => {
        for (const f of [110, 440, 1760]) {
          const error = pitchErrorCents(mono(sine(f, 4, RATE), { speed }), RATE, f);
          expect(
            Math.abs(error),
            `${f} Hz at speed ${speed}: ${error.toFixed(4)} cents`,
          ).toBeLessThanOrEqual(1);
        }
      },
      SLOW,
    );
  }

  it(
    'pitch error on 110, 440 and 1760 Hz sines is at most 3 cents at +7 semitones',
    () => {
      const ratio = 2 ** (7 / 12);
      for (const f of [110, 440, 1760]) {
        const error = pitchErrorCents(mono(sine(f, 4, RATE), { semitones: 7 }), RATE, f * ratio);
        expect(Math.abs(error), `${f} Hz at +7: ${error.toFixed(4)} cents`).toBeLessThanOrEqual(3);
      }
    },
    SLOW,
  );

  it('the offline output has exactly the requested length', () => {
    const x = sine(440, 1, RATE);
    for (const [speed, semitones] of [
      [0.5, 0],
      [1.5, 0],
      [1, 7],
      [1 / 3, -12],
    ] as const) {
      const out = mono(x, { speed, semitones });
      expect(out.length, `speed ${speed}, ${semitones} st`).toBe(Math.round(RATE / speed));
    }
    expect(mono(x, { speed: 0.75, length: 12345 }).length).toBe(12345);
  });

  for (const [speed, semitones] of [
    [0.5, 0],
    [1.5, 0],
    [1, 7],
  ] as const) {
    it(
      `click-train onsets drift at most 1 ms over 60 s with no doubled or missing onset (speed ${speed}, ${semitones} st)`,
      () => {
        const clicks = clickTrain(60 * speed, RATE);
        const out = mono(clicks.signal, { speed, semitones });
        const expected = clicks.onsets.map((x) => x / speed);
        const report = onsetReport(detectOnsets([out], RATE), expected, RATE);
        const figures = `drift ${report.driftMs.toFixed(3)} ms, offset ${report.offsetMs.toFixed(3)} ms, missing ${report.missing}, extra ${report.extra}`;
        expect(report.driftMs, figures).toBeLessThanOrEqual(1);
        expect(Math.abs(report.offsetMs), figures).toBeLessThanOrEqual(1);
        expect(report.missing + report.extra, figures).toBe(0);
      },
      SLOW,
    );
  }

  it(
    'an L=R input keeps the L−R residual at or below −80 dB',
    () => {
      const [left] = musicBed(6, RATE);
      for (const [speed, semitones] of [
        [0.5, 0],
        [1.5, 7],
      ] as const) {
        const [l, r] = stretchOffline([left, left.slice()], { speed, semitones });
        const db = residualDb(l as Float32Array, r as Float32Array);
        expect(db, `speed ${speed}, ${semitones} st: ${db.toFixed(1)} dB`).toBeLessThanOrEqual(-80);
      }
    },
    SLOW,
  );

  it(
    'level wobble on a steady tone is at most 0.5 dB peak to peak',
    () => {
      for (const [speed, semitones] of [
        [0.5, 0],
        [1.5, 0],
        [1, 7],
        [1.5, 7],
      ] as const) {
        const out = mono(sine(440, 4, RATE), { speed, semitones });
        const wobble = levelWobbleDb(out, RATE, 440 * 2 ** (semitones / 12));
        expect(
          wobble,
          `speed ${speed}, ${semitones} st: ${wobble.toFixed(4)} dB`,
        ).toBeLessThanOrEqual(0.5);
      }
    },
    SLOW,
  );

  it('bypass at speed 1 and 0 semitones is bit-exact', () => {
    const [l, r] = musicBed(2, RATE);
    const out = stretchOffline([l, r], { speed: 1, semitones: 0 });
    expect(firstDifference(out[0] as Float32Array, l)).toBe(-1);
    expect(firstDifference(out[1] as Float32Array, r)).toBe(-1);
    const shifted = stretchOffline([l], {
      map: new TimeMap([0, 10], [480, 490]),
      length: 1000,
    })[0] as Float32Array;
    expect(firstDifference(shifted, l.subarray(480, 1480))).toBe(-1);
  });

  it(
    'the long-term spectrum of pink noise stays within ±1 dB (third octaves 50 Hz–16 kHz)',
    () => {
      const noise = pinkNoise(30, RATE);
      const reference = bandLevelsDb(noise, RATE);
      for (const [speed, semitones] of [
        [0.5, 0],
        [1.5, 0],
        [1, 7],
      ] as const) {
        const levels = bandLevelsDb(mono(noise, { speed, semitones }), RATE);
        const worst = Math.max(...levels.map((v, i) => Math.abs(v - (reference[i] as number))));
        expect(
          worst,
          `speed ${speed}, ${semitones} st: worst band ${worst.toFixed(3)} dB`,
        ).toBeLessThanOrEqual(1);
      }
    },
    SLOW,
  );
});
