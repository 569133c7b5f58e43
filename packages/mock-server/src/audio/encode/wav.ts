// WAV files: 16-bit PCM (TPDF-free, rounded, clamped) or 32-bit IEEE float, interleaved.

export function encodeWav(
  channels: readonly Float32Array[],
  sampleRate: number,
  bits: 16 | 32,
): Uint8Array {
  const frames = channels[0]?.length ?? 0;
  const nc = channels.length;
  const bytesPerSample = bits / 8;
  const dataBytes = frames * nc * bytesPerSample;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, bits === 32 ? 3 : 1, true);
  view.setUint16(22, nc, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * nc * bytesPerSample, true);
  view.setUint16(32, nc * bytesPerSample, true);
  view.setUint16(34, bits, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  if (bits === 32) {
    const out = new Float32Array(buffer, 44, frames * nc);
    for (let i = 0; i < frames; i++)
      for (let c = 0; c < nc; c++) out[i * nc + c] = (channels[c] as Float32Array)[i] as number;
  } else {
    const out = new Int16Array(buffer, 44, frames * nc);
    for (let i = 0; i < frames; i++) {
      for (let c = 0; c < nc; c++) {
        const v = Math.round(((channels[c] as Float32Array)[i] as number) * 32767);
        out[i * nc + c] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
      }
    }
  }
  return new Uint8Array(buffer);
}
