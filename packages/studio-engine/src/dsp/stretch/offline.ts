// The offline API: a whole buffer in, exactly the asked-for number of frames out.
import { SPEED_MAX, SPEED_MIN, TRANSPOSITION_MAX, TRANSPOSITION_MIN } from '../../model/constants';
import { Stretcher } from './stretcher';
import { TimeMap } from './time-map';
import { detectTransients } from './transients';

export interface OfflineStretchOptions {
  /** Source frames per output frame (0.5 = half speed, twice as long). Default 1. */
  speed?: number;
  /** Transposition in semitones, independent of speed. Default 0. */
  semitones?: number;
  /** A piecewise map (warp markers) instead of a constant speed. */
  map?: TimeMap;
  /** Output length in frames; by default the source length through the map, rounded. */
  length?: number;
  /** Onsets of the source; detected when not given. */
  transients?: Float64Array;
}

/** Checks a speed and a transposition against the studio's limits (2-studio.md §5, §9). */
export function assertStretchRange(speed: number, semitones: number): void {
  if (!(speed >= SPEED_MIN && speed <= SPEED_MAX)) {
    throw new RangeError(`Speed must be within ${SPEED_MIN}..${SPEED_MAX} (got ${speed})`);
  }
  if (!(semitones >= TRANSPOSITION_MIN && semitones <= TRANSPOSITION_MAX)) {
    throw new RangeError(
      `Transposition must be within ${TRANSPOSITION_MIN}..${TRANSPOSITION_MAX} semitones (got ${semitones})`,
    );
  }
}

/** Stretches and transposes a multichannel buffer; the result has exactly `length` frames. */
export function stretchOffline(
  input: readonly Float32Array[],
  options: OfflineStretchOptions = {},
): Float32Array[] {
  const speed = options.speed ?? 1;
  const semitones = options.semitones ?? 0;
  assertStretchRange(speed, semitones);
  const sourceLength = input.length > 0 ? (input[0] as Float32Array).length : 0;
  const map = options.map ?? TimeMap.linear(speed);
  const length = options.length ?? Math.round(map.outputAt(sourceLength) - map.outputAt(0));
  if (!(length >= 0) || !Number.isInteger(length))
    throw new RangeError(`Invalid output length ${length}`);
  const output = input.map(() => new Float32Array(length));
  if (input.length === 0) return output;
  const stretcher = new Stretcher(input.length);
  stretcher.start({
    source: input,
    map,
    semitones,
    transients: options.transients ?? detectTransients(input),
  });
  stretcher.render(output, 0, length);
  return output;
}
