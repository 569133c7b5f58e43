/**
 * The embed player, connected: the song from getClip; a refused, missing, private or trashed one
 * is unavailable.
 */
import { songPath } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { EmbedPlayer } from '../EmbedPlayer';

export interface ConnectedEmbedPlayerProps {
  readonly clipId: string;
  /** The site origin of the link back to the song page. */
  readonly origin?: string;
}

export function ConnectedEmbedPlayer({ clipId, origin = '' }: ConnectedEmbedPlayerProps) {
  const clip = useCadenzaQuery('getClip', { path: { clip_id: clipId } }, { skip: clipId === '' });
  if (clip.isError || clipId === '') return <EmbedPlayer state="unavailable" />;
  if (!clip.data) return <EmbedPlayer state="loading" />;
  const song = clip.data;
  // An embed is for a public song: a private or trashed one is unavailable, even to its owner.
  if (song.is_public !== true || song.is_trashed === true)
    return <EmbedPlayer state="unavailable" />;
  return (
    <EmbedPlayer
      state="ready"
      songHref={`${origin}${songPath(song.id)}`}
      song={{
        id: song.id,
        title: song.title ?? '',
        handle: song.user_handle ?? '',
        imageUrl: song.image_url ?? null,
        audioUrl: song.audio_url ?? null,
        durationS: song.metadata?.duration ?? null,
      }}
    />
  );
}
