// What an export saves: the mixdown as one WAV, or the stems as a zip of one WAV per track
// (fflate, as the sample pack does), named after the project and the tracks.
import { zipSync } from 'fflate';
import type { ExportResult, StudioProjectState } from '@cadenza/studio-engine';

export interface ExportFile {
  readonly filename: string;
  readonly blob: Blob;
}

/** A name safe on every file system: no path or reserved characters, never empty. */
export function safeFileName(name: string, fallback: string): string {
  const printable = [...name].map((ch) => ((ch.codePointAt(0) ?? 0) < 32 ? ' ' : ch)).join('');
  const cleaned = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? fallback : cleaned.slice(0, 120);
}

const wavBlob = (bytes: Uint8Array): Blob => new Blob([bytes as BlobPart], { type: 'audio/wav' });

/** The file to save for an export of `project` titled `title`. */
export function exportFile(
  result: ExportResult,
  project: StudioProjectState,
  title: string,
): ExportFile {
  const base = safeFileName(title, 'Untitled project');
  if (result.kind === 'mixdown') {
    const mix = result.files[0];
    return { filename: `${base}.wav`, blob: wavBlob(mix?.wav ?? new Uint8Array()) };
  }
  const used = new Set<string>();
  const entries: Record<string, Uint8Array> = {};
  result.files.forEach((file, i) => {
    const index = project.tracks.findIndex((t) => t.id === file.trackId);
    const track = index >= 0 ? project.tracks[index] : undefined;
    let name = `${String(i + 1).padStart(2, '0')} ${safeFileName(track?.name ?? '', `Track ${i + 1}`)}`;
    while (used.has(name)) name = `${name} (${i + 1})`;
    used.add(name);
    entries[`${name}.wav`] = file.wav;
  });
  // WAV barely compresses: store the entries.
  const zip = zipSync(entries, { level: 0 });
  return {
    filename: `${base} (stems).zip`,
    blob: new Blob([zip as BlobPart], { type: 'application/zip' }),
  };
}
