/**
 * The playlist page's header: cover, name and description (editable by the owner: saved on
 * Enter or leaving the field, Escape puts the saved text back), owner, song count, play count
 * and likes, and the actions: play all, shuffle, like; for the owner visibility, change image,
 * trash and the inspiration regenerate call.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { playCountLabel } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { Switch } from '../primitives/Switch';
import { fill, songCountText, type PlaylistPageLabels } from './labels';
import type { Playlist } from './playlist-edits';
import * as styles from './PlaylistPage.css';

export interface PlaylistHeaderProps {
  readonly labels: PlaylistPageLabels;
  readonly playlist: Playlist;
  /** A just-created playlist (?new): the name field takes the focus. */
  readonly focusName?: boolean;
  readonly canRegenerate?: boolean;
  readonly regenerating?: boolean;
  readonly onRename: (name: string) => void;
  readonly onDescribe: (description: string) => void;
  readonly onPublicChange: (isPublic: boolean) => void;
  readonly onLike: () => void;
  readonly onTrash: () => void;
  readonly onChangeImage: (file: File) => void;
  readonly onRegenerate: () => void;
  readonly onPlayAll: () => void;
  readonly onShuffle: () => void;
}

/** A text the owner edits in place; it commits on Enter (one line) or blur. */
function useDraft(saved: string, onCommit: (value: string) => void) {
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const commit = () => {
    if (draft !== saved) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, multiline: boolean) => {
    if (event.key === 'Escape') {
      setDraft(saved);
      return;
    }
    if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      (event.currentTarget as HTMLElement).blur();
    }
  };
  return { draft, setDraft, commit, onKeyDown };
}

export function PlaylistHeader({ labels: L, playlist, ...props }: PlaylistHeaderProps) {
  const owner = playlist.is_owned;
  const name = useDraft(playlist.name, props.onRename);
  const description = useDraft(playlist.description ?? '', props.onDescribe);
  const nameRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.focusName && owner) {
      nameRef.current?.focus();
      nameRef.current?.select();
    }
  }, [props.focusName, owner]);
  const count = playlist.num_total_results;
  const liked = playlist.is_liked === true;
  return (
    <header className={styles.header}>
      {playlist.image_url ? (
        <img className={styles.cover} src={playlist.image_url} alt={L.cover} />
      ) : (
        <div className={styles.cover} role="img" aria-label={L.cover}>
          <Icon name="music" size={48} />
        </div>
      )}
      <div className={styles.headerText}>
        <span className={styles.kind}>{L.kind}</span>
        {owner ? (
          <>
            <h1 className={styles.hidden}>{playlist.name}</h1>
            <input
              ref={nameRef}
              className={styles.nameInput}
              aria-label={L.name}
              value={name.draft}
              onChange={(event) => name.setDraft(event.target.value)}
              onBlur={name.commit}
              onKeyDown={(event) => name.onKeyDown(event, false)}
            />
            <textarea
              className={styles.descriptionInput}
              aria-label={L.description}
              placeholder={L.descriptionPlaceholder}
              rows={2}
              value={description.draft}
              onChange={(event) => description.setDraft(event.target.value)}
              onBlur={description.commit}
              onKeyDown={(event) => description.onKeyDown(event, true)}
            />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{playlist.name}</h1>
            {playlist.description ? (
              <p className={styles.description}>{playlist.description}</p>
            ) : null}
          </>
        )}
        <ul className={styles.meta}>
          {playlist.user ? <li>{fill(L.by, { handle: `@${playlist.user.handle}` })}</li> : null}
          <li data-testid="playlist-song-count">{songCountText(L, count)}</li>
          <li>{playCountLabel(playlist.play_count ?? 0)}</li>
          <li>{fill(L.likes, { count: playlist.upvote_count ?? 0 })}</li>
        </ul>
        <div className={styles.actions}>
          <Button onClick={props.onPlayAll} disabled={count === 0}>
            <Icon name="play" size={16} />
            {L.playAll}
          </Button>
          <Button variant="secondary" onClick={props.onShuffle} disabled={count === 0}>
            {L.shuffle}
          </Button>
          <Button variant="secondary" aria-pressed={liked} onClick={props.onLike}>
            <Icon name="heart" size={16} />
            {liked ? L.liked : L.like}
          </Button>
          {owner ? (
            <>
              <span className={styles.spacer} />
              <Switch
                label={L.isPublic}
                checked={playlist.is_public === true}
                onCheckedChange={props.onPublicChange}
              />
              <Button variant="ghost" onClick={() => fileRef.current?.click()}>
                {L.changeImage}
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/bmp"
                className={styles.hidden}
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) props.onChangeImage(file);
                }}
              />
              {props.canRegenerate ? (
                <Button
                  variant="ghost"
                  loading={props.regenerating === true}
                  onClick={props.onRegenerate}
                  disabled={count === 0}
                >
                  <Icon name="sparkle" size={16} />
                  {props.regenerating ? L.regenerating : L.regenerate}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={props.onTrash}>
                <Icon name="trash" size={16} />
                {L.trash}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
