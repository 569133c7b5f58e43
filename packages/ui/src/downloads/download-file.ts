/**
 * Downloading a song's file (2-studio §4 Downloads, §5 Download quota, §7; 1-generation §4
 * Download states, §8): WAV is converted first (polled every 5 s, 'WAV file download timed out'
 * after 2 minutes) and a song without a current video has one rendered first (4 s x 60, 'Error
 * generating video' / 'Video generation timed out. Please try again.'), through the SDK's
 * polling flows; the media file is fetched through the API
 * client; an MP3 is tagged with title, source link, artist, comment and cover art
 * (browser-id3-writer); the file is handed to an injected `saveFile`, and the download and its
 * action count are recorded (failures there are only warned). Framework-free: the client, the
 * clock and the file saver are injected.
 */
import { ID3Writer } from 'browser-id3-writer';
import {
  type ApiClient,
  type Clock,
  DOWNLOAD_ACTION_BY_KIND,
  DOWNLOAD_MESSAGES,
  mediaFileTags,
  type MediaFileTags,
  songPath,
  type TaggedClip,
} from '@cadenza/sdk';
import { convertWavFile, generateSongVideo } from '@cadenza/sdk/store';

/** Saves a file for the user (in the browser: an object URL and a download link). */
export type SaveFile = (blob: Blob, filename: string) => void;

export type FileFormat = 'mp3' | 'wav' | 'video';

const EXTENSION: Readonly<Record<FileFormat, string>> = { mp3: 'mp3', wav: 'wav', video: 'mp4' };

/** A song's title as a file name: characters file systems refuse dropped, else the id. */
export function safeFileBase(title: string | null | undefined, id: string): string {
  const printable = Array.from(title ?? '', (ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const base = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base === '' ? id : base;
}

/** The saved file's name: the safe title (or id) and the format's extension. */
export const downloadFileName = (
  title: string | null | undefined,
  id: string,
  format: FileFormat,
): string => `${safeFileBase(title, id)}.${EXTENSION[format]}`;

/** ID3 front-cover picture type. */
const FRONT_COVER = 3;

/** Writes the media tags into an MP3: TIT2, WOAS, TPE1, COMM and APIC (when there is art). */
export function tagMp3(audio: ArrayBuffer, tags: MediaFileTags, cover: ArrayBuffer | null): Blob {
  const writer = new ID3Writer(audio);
  writer
    .setFrame('TIT2', tags.title)
    .setFrame('WOAS', tags.sourceLink)
    .setFrame('TPE1', [tags.artist])
    .setFrame('COMM', { description: '', text: tags.comment });
  if (cover !== null && cover.byteLength > 0)
    writer.setFrame('APIC', { type: FRONT_COVER, data: cover, description: tags.title });
  writer.addTag();
  return writer.getBlob();
}

/** Where a download is. */
export type DownloadProgress =
  | { readonly stage: 'converting'; readonly tries: number }
  | { readonly stage: 'rendering'; readonly tries: number }
  | { readonly stage: 'fetching' }
  | { readonly stage: 'saving' };

export type DownloadResult =
  | { readonly ok: true; readonly filename: string }
  | { readonly ok: false; readonly message: string; readonly aborted?: boolean };

export interface DownloadClip extends TaggedClip {
  readonly id: string;
  readonly video_url?: string | null;
  readonly metadata?:
    (NonNullable<TaggedClip['metadata']> & { readonly video_is_stale?: boolean | null }) | null;
}

/** A video download needs a rendered, current video first. */
const needsVideo = (clip: DownloadClip): boolean =>
  clip.video_url == null || clip.video_url === '' || clip.metadata?.video_is_stale === true;

export interface DownloadDeps {
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly saveFile: SaveFile;
  /** The site origin the source link is made on. */
  readonly origin: string;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DownloadProgress) => void;
  /** Where a failure that is only warned goes. */
  readonly warn?: (message: string, error: unknown) => void;
}

const asBlob = (value: unknown): Blob =>
  value instanceof Blob ? value : new Blob([JSON.stringify(value ?? null)]);

async function coverArt(client: ApiClient, clip: DownloadClip): Promise<ArrayBuffer | null> {
  if (clip.image_url == null) return null;
  try {
    const image = await client.call('getClipImage', { path: { clip_id: clip.id } } as never);
    return await asBlob(image).arrayBuffer();
  } catch {
    return null;
  }
}

async function fetchMedia(deps: DownloadDeps, clip: DownloadClip, format: FileFormat) {
  const path = { clip_id: clip.id };
  const options = deps.signal ? { signal: deps.signal } : {};
  if (format === 'video')
    return asBlob(await deps.client.callAny('getClipVideo', { path }, options));
  const query = { format };
  return asBlob(await deps.client.callAny('getClipAudio', { path, query }, options));
}

/** Records a finished download; a failure is only warned. */
async function record(deps: DownloadDeps, clipId: string, format: FileFormat) {
  const path = { gen_id: clipId };
  const calls: [string, Promise<unknown>][] = [
    [
      'recordClipDownload',
      deps.client.callAny('recordClipDownload', { path: { clip_id: clipId } }),
    ],
    [
      'incrementActionCount',
      deps.client.callAny('incrementActionCount', {
        path,
        body: { action: DOWNLOAD_ACTION_BY_KIND[format] },
      }),
    ],
  ];
  await Promise.all(
    calls.map(([name, call]) => call.catch((error: unknown) => deps.warn?.(name, error))),
  );
}

/** Downloads one file of a song: convert (WAV), fetch, tag (MP3), save, record. */
export async function downloadClipFile(
  clip: DownloadClip,
  format: FileFormat,
  deps: DownloadDeps,
): Promise<DownloadResult> {
  if (format === 'wav') {
    let tries = 0;
    deps.onProgress?.({ stage: 'converting', tries });
    const converted = await convertWavFile(clip.id, {
      client: deps.client,
      clock: deps.clock,
      ...(deps.signal ? { signal: deps.signal } : {}),
      onRead: () => deps.onProgress?.({ stage: 'converting', tries: ++tries }),
    });
    if (!converted.ok)
      return { ok: false, message: converted.message, aborted: converted.reason === 'aborted' };
  }
  if (format === 'video' && needsVideo(clip)) {
    let tries = 0;
    deps.onProgress?.({ stage: 'rendering', tries });
    const video = await generateSongVideo(clip.id, {
      client: deps.client,
      clock: deps.clock,
      ...(deps.signal ? { signal: deps.signal } : {}),
      onRead: () => deps.onProgress?.({ stage: 'rendering', tries: ++tries }),
    });
    if (!video.ok)
      return { ok: false, message: video.message, aborted: video.reason === 'aborted' };
  }
  deps.onProgress?.({ stage: 'fetching' });
  let file: Blob;
  try {
    const media = await fetchMedia(deps, clip, format);
    file =
      format === 'mp3'
        ? tagMp3(
            await media.arrayBuffer(),
            mediaFileTags(clip, `${deps.origin}${songPath(clip.id)}`),
            await coverArt(deps.client, clip),
          )
        : media;
  } catch (error) {
    if (deps.signal?.aborted === true) return { ok: false, message: '', aborted: true };
    deps.warn?.('download', error);
    return { ok: false, message: DOWNLOAD_MESSAGES.downloadFailed };
  }
  deps.onProgress?.({ stage: 'saving' });
  const filename = downloadFileName(clip.title, clip.id, format);
  deps.saveFile(file, filename);
  await record(deps, clip.id, format);
  return { ok: true, filename };
}
