/**
 * Song Details decisions (1-generation §5, §7 set_metadata, §8): the draft of the form, its
 * validation messages (title ≤ 100, lyrics within the model's limit), caption mentions, and the
 * set_metadata body holding only what changed. Pure: the connected modal sends what they decide.
 */
import { lyricsTooLong, validateSongTitle, type components } from '@cadenza/sdk';

export type SetMetadataBody = components['schemas']['SetMetadataRequest'];

/** What the Song Details form holds. */
export interface SongDetailsDraft {
  readonly title: string;
  readonly lyrics: string;
  readonly caption: string;
  /** A new cover image chosen (its name), or null. */
  readonly imageFileName: string | null;
  /** The uploaded new cover's id, once uploaded. */
  readonly imageS3Id: string | null;
  readonly removeImage: boolean;
  /** A new video cover chosen (its name), or null. */
  readonly videoFileName: string | null;
  readonly videoCoverUploadId: string | null;
  readonly removeVideo: boolean;
  readonly optOutVideoCoverHook: boolean;
}

/** A clip as the form reads it. */
export interface SongDetailsClip {
  readonly title?: string | null;
  readonly caption?: string | null;
  readonly image_url?: string | null;
  readonly video_cover_url?: string | null;
  readonly metadata?: {
    readonly prompt?: string | null;
    readonly opt_out_video_cover_hook?: boolean | null;
  } | null;
}

export function songDetailsDraft(clip: SongDetailsClip): SongDetailsDraft {
  return {
    title: clip.title ?? '',
    lyrics: clip.metadata?.prompt ?? '',
    caption: clip.caption ?? '',
    imageFileName: null,
    imageS3Id: null,
    removeImage: false,
    videoFileName: null,
    videoCoverUploadId: null,
    removeVideo: false,
    optOutVideoCoverHook: clip.metadata?.opt_out_video_cover_hook === true,
  };
}

export interface SongDetailsErrors {
  readonly title: string | null;
  readonly lyrics: string | null;
}

/**
 * The form's validation: 'That title is too long. Please try a shorter title (max 100
 * characters).' and 'Those lyrics are too long. Please try shorter lyrics (max N characters).'
 */
export function songDetailsErrors(draft: SongDetailsDraft, lyricsMax: number): SongDetailsErrors {
  return {
    title: validateSongTitle(draft.title),
    lyrics: draft.lyrics.length > lyricsMax ? lyricsTooLong(lyricsMax) : null,
  };
}

export const hasSongDetailsErrors = (errors: SongDetailsErrors): boolean =>
  errors.title !== null || errors.lyrics !== null;

/**
 * The @handles a caption mentions, unique, in order. Decided: a handle is letters, digits, '_',
 * '.' or '-' after an '@' at the start or after a space; a trailing '.' ends the sentence.
 */
export function captionMentions(caption: string): string[] {
  const found = [...caption.matchAll(/(?:^|\s)@([A-Za-z0-9_.-]+)/g)].map((match) =>
    (match[1] ?? '').replace(/\.+$/, ''),
  );
  return [...new Set(found.filter((handle) => handle !== ''))];
}

/** The set_metadata body: only the fields that changed (lyrics go through set_clip_prompt). */
export function setMetadataBody(clip: SongDetailsClip, draft: SongDetailsDraft): SetMetadataBody {
  const caption = draft.caption !== (clip.caption ?? '');
  return {
    ...(draft.title !== (clip.title ?? '') ? { title: draft.title } : {}),
    ...(caption
      ? { caption: draft.caption, caption_mentions: captionMentions(draft.caption) }
      : {}),
    ...(draft.imageS3Id !== null ? { image_s3_id: draft.imageS3Id } : {}),
    ...(draft.removeImage && draft.imageS3Id === null ? { remove_image_cover: true } : {}),
    ...(draft.videoCoverUploadId !== null
      ? { video_cover_upload_id: draft.videoCoverUploadId }
      : {}),
    ...(draft.removeVideo && draft.videoCoverUploadId === null ? { remove_video_cover: true } : {}),
    ...(draft.optOutVideoCoverHook !== (clip.metadata?.opt_out_video_cover_hook === true)
      ? { opt_out_video_cover_hook: draft.optOutVideoCoverHook }
      : {}),
  };
}

/** Lyrics changed: they are saved through set_clip_prompt. */
export const lyricsChanged = (clip: SongDetailsClip, draft: SongDetailsDraft): boolean =>
  draft.lyrics !== (clip.metadata?.prompt ?? '');
