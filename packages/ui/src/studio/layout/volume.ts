// Volume sliders in dB over gain multipliers (the engine stores amplitudes): the slider's lowest
// position is silence (amplitude 0, shown −∞ dB); balance shown as L/C/R.
import { amplitudeToDb, dbToAmplitude } from '@cadenza/studio-engine';

/** The amplitude of a slider position in dB; the minimum is silence. */
export const sliderDbToAmplitude = (db: number, minDb: number): number =>
  db <= minDb ? 0 : dbToAmplitude(db);

/** The slider position of an amplitude, within [minDb, maxDb]. */
export function amplitudeToSliderDb(amplitude: number, minDb: number, maxDb: number): number {
  if (!(amplitude > 0)) return minDb;
  return Math.min(maxDb, Math.max(minDb, amplitudeToDb(amplitude)));
}

/** A slider position in dB as text: "−∞ dB" at the minimum, one decimal, a sign above 0. */
export function formatDb(db: number, minDb: number): string {
  if (db <= minDb) return '−∞ dB';
  const rounded = Math.round(db * 10) / 10;
  const text = Math.abs(rounded).toFixed(1);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${text} dB`;
}

/** Balance −1..1 as "L 50", "C" or "R 25". */
export function formatBalance(balance: number): string {
  const percent = Math.round(Math.abs(balance) * 100);
  if (percent === 0) return 'C';
  return `${balance < 0 ? 'L' : 'R'} ${percent}`;
}
