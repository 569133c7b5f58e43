/**
 * Sample packs (2-studio §4 Downloads, §7, §8; 1-generation §8, §9): the pack's stems are
 * requested, fetched through the API client and zipped in the browser with fflate, then handed
 * to the injected `saveFile`. Failures: the request fails 'Failed to generate sample pack'; an
 * empty list 'No high-quality stems found'; fetching or zipping 'Sample pack generation failed'.
 * While it runs the 'This may take 2-3 minutes' toast shows for 8 s (samplePackWaitToast).
 */
import { zipSync, type Zippable } from 'fflate';
import {
  type ApiClient,
  DOWNLOAD_MESSAGES,
  SAMPLE_PACK_TOAST_MS,
  samplePackOutcome,
  type SamplePackStem,
} from '@cadenza/sdk';
import type { ToastInput } from '../primitives/Toast';
import { safeFileBase, type DownloadResult, type SaveFile } from './download-file';

/** 'This may take 2-3 minutes' (info, 8 s). */
export const samplePackWaitToast = (): ToastInput => ({
  kind: 'info',
  title: DOWNLOAD_MESSAGES.samplePackWait,
  durationMs: SAMPLE_PACK_TOAST_MS,
});

export type SamplePackProgress =
  | { readonly stage: 'requesting' }
  | { readonly stage: 'fetching'; readonly done: number; readonly total: number }
  | { readonly stage: 'zipping' };

export interface SamplePackDeps {
  readonly client: ApiClient;
  readonly saveFile: SaveFile;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SamplePackProgress) => void;
}

/** The zip's name: the song title (or id) and ' - Sample Pack.zip'. */
export const samplePackFileName = (title: string | null | undefined, id: string): string =>
  `${safeFileBase(title, id)} - Sample Pack.zip`;

/** Zips the stems' files, stored as they are (audio does not compress further). */
export function zipStems(
  files: readonly { readonly filename: string; readonly data: Uint8Array }[],
) {
  const entries: Zippable = {};
  for (const file of files) entries[file.filename] = [file.data, { level: 0 }];
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}

async function fetchStem(
  client: ApiClient,
  clipId: string,
  stem: SamplePackStem,
  signal?: AbortSignal,
) {
  const body = await client.callAny(
    'getStemFile',
    { path: { clip_id: clipId, filename: stem.filename } },
    signal ? { signal } : {},
  );
  if (!(body instanceof Blob)) throw new Error(DOWNLOAD_MESSAGES.samplePackGenerationFailed);
  return { filename: stem.filename, data: new Uint8Array(await body.arrayBuffer()) };
}

/** Requests, fetches, zips and saves a song's sample pack. */
export async function downloadSamplePack(
  clip: { readonly id: string; readonly title?: string | null },
  deps: SamplePackDeps,
): Promise<DownloadResult> {
  deps.onProgress?.({ stage: 'requesting' });
  let stems: readonly SamplePackStem[];
  try {
    const response = (await deps.client.callAny('generateSamplePack', {
      path: { clip_id: clip.id },
    })) as { readonly stems?: readonly SamplePackStem[] };
    const outcome = samplePackOutcome(response.stems);
    if (!outcome.ok) return { ok: false, message: outcome.message };
    stems = outcome.stems;
  } catch {
    return { ok: false, message: DOWNLOAD_MESSAGES.failedToGenerateSamplePack };
  }
  try {
    const files = [];
    for (const stem of stems) {
      deps.onProgress?.({ stage: 'fetching', done: files.length, total: stems.length });
      files.push(await fetchStem(deps.client, clip.id, stem, deps.signal));
    }
    deps.onProgress?.({ stage: 'zipping' });
    const filename = samplePackFileName(clip.title, clip.id);
    deps.saveFile(zipStems(files), filename);
    return { ok: true, filename };
  } catch {
    if (deps.signal?.aborted === true) return { ok: false, message: '', aborted: true };
    return { ok: false, message: DOWNLOAD_MESSAGES.samplePackGenerationFailed };
  }
}
