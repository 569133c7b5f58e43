// In-place radix-2 complex FFT and a magnitude spectrum helper for analysis.

/** Forward FFT of (re, im), length a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i] as number;
      re[i] = re[j] as number;
      re[j] = tr;
      const ti = im[i] as number;
      im[i] = im[j] as number;
      im[j] = ti;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] as number) * cr - (im[b] as number) * ci;
        const xi = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
        const ncr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = ncr;
      }
    }
  }
}

const windows = new Map<number, Float64Array>();

function hann(n: number): Float64Array {
  let w = windows.get(n);
  if (!w) {
    w = new Float64Array(n);
    for (let i = 0; i < n; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
    windows.set(n, w);
  }
  return w;
}

/** Hann-windowed magnitude spectrum (n/2 bins) of signal[start, start + n). */
export function magnitudes(
  signal: Float32Array,
  start: number,
  n: number,
  re: Float64Array,
  im: Float64Array,
  out: Float64Array,
): void {
  const w = hann(n);
  for (let i = 0; i < n; i++) {
    re[i] = (signal[start + i] ?? 0) * (w[i] as number);
    im[i] = 0;
  }
  fft(re, im);
  for (let k = 0; k < n / 2; k++) {
    const a = re[k] as number;
    const b = im[k] as number;
    out[k] = Math.sqrt(a * a + b * b);
  }
}

/** Mono mix of channels decimated by an integer factor (box average: enough for analysis). */
export function monoDecimated(channels: readonly Float32Array[], factor: number): Float32Array {
  const length = channels[0]?.length ?? 0;
  const out = new Float32Array(Math.floor(length / factor));
  const scale = 1 / (factor * channels.length);
  for (const c of channels) {
    for (let i = 0; i < out.length; i++) {
      let s = 0;
      const base = i * factor;
      for (let k = 0; k < factor; k++) s += c[base + k] as number;
      out[i] = (out[i] as number) + s * scale;
    }
  }
  return out;
}
