/**
 * /persona/{id} (1-generation §2; 3-library-social §2, §4 Personas): the persona's cover, name,
 * maker and description; 'Play voice' (its root song as a preview), love, follow, 'Use persona'
 * (to /create?use_persona=…); for the owner Edit, the public/private switch and 'Move to trash';
 * its root song and the songs made with it (20 a page, 'Load more'). A missing, private or
 * trashed persona is a page of its own; the owner's trashed persona offers Restore.
 */
import type { ReactNode } from 'react';
import { displayPersonaName } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { IconButton } from '../primitives/IconButton';
import { Skeleton } from '../primitives/Skeleton';
import { Switch } from '../primitives/Switch';
import { countText, fill } from './labels';
import { usePersonaLabels } from './labels-context';
import { personaOwnerHandle, type Persona, type PersonaPageState } from './persona-view';
import * as styles from './PersonaPages.css';

export interface PersonaSongs {
  readonly clips: readonly Clip[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly loadingMore?: boolean;
  readonly onLoadMore: () => void;
}

export interface PersonaDetailActions {
  readonly onPlayVoice: () => void;
  readonly onToggleLove: () => void;
  readonly onToggleFollow: () => void;
  readonly onUsePersona: () => void;
  readonly onSetPublic: (isPublic: boolean) => void;
  readonly onEdit: () => void;
  readonly onTrash: () => void;
  readonly onRestore: () => void;
  readonly onRetry: () => void;
}

export interface PersonaDetailViewProps extends PersonaDetailActions {
  readonly state: PersonaPageState;
  /** Where 'Use persona' goes (/create?use_persona=…). */
  readonly useHref: string;
  /** Where the unavailable pages point to (/me/personas). */
  readonly personasHref: string;
  /** A signed-in viewer may love and follow. */
  readonly signedIn: boolean;
  readonly songs: PersonaSongs;
  /** Song rows for a list (the app's connected rows and their queue). */
  readonly renderSongs: (clips: readonly Clip[], label: string) => ReactNode;
  readonly profileHref?: (handle: string) => string;
}

function StatePanel({
  title,
  children,
  alert = false,
}: {
  readonly title: string;
  readonly children?: ReactNode;
  readonly alert?: boolean;
}) {
  return (
    <section className={styles.state} aria-labelledby="persona-state-title">
      <h1 id="persona-state-title" className={styles.title}>
        {title}
      </h1>
      <div role={alert ? 'alert' : undefined} className={styles.section}>
        {children}
      </div>
    </section>
  );
}

function Header(props: PersonaDetailViewProps & { readonly persona: Persona }) {
  const L = usePersonaLabels();
  const { persona } = props;
  const name = displayPersonaName(persona.name);
  const owner = personaOwnerHandle(persona);
  const image = persona.image_url ?? persona.clip?.image_url ?? null;
  return (
    <header className={styles.header}>
      {image === null ? (
        <div className={styles.cover} aria-hidden />
      ) : (
        <img className={styles.cover} src={image} alt="" />
      )}
      <div className={styles.headerText}>
        <h1 id="persona-title" className={styles.title} title={persona.name}>
          {name}
        </h1>
        <p className={styles.meta}>
          {owner === null ? null : (
            <a className={styles.link} href={(props.profileHref ?? ((h) => `/@${h}`))(owner)}>
              {fill(L.by, { handle: owner })}
            </a>
          )}
          <span data-persona-loves>{countText(L.lovesOne, L.loves, persona.upvote_count)}</span>
          <span>
            {countText(
              L.songsCountOne,
              L.songsCount,
              persona.persona_clips_count ?? props.songs.total,
            )}
          </span>
          {persona.is_public ? null : <Badge>{L.private}</Badge>}
        </p>
        {persona.description === '' ? null : (
          <p className={styles.description}>{persona.description}</p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" asChild>
            <a
              href={props.useHref}
              onClick={(event) => {
                event.preventDefault();
                props.onUsePersona();
              }}
            >
              <Icon name="sparkle" />
              {L.usePersona}
            </a>
          </Button>
          <Button onClick={props.onPlayVoice} disabled={!persona.clip}>
            <Icon name="play" />
            {L.playVoice}
          </Button>
          {props.signedIn ? (
            <IconButton
              icon="heart"
              label={fill(L.love, { name })}
              aria-pressed={persona.is_loved}
              variant={persona.is_loved ? 'secondary' : 'ghost'}
              onClick={props.onToggleLove}
            />
          ) : null}
          {props.signedIn && !persona.is_owned ? (
            <Button
              variant={persona.is_following ? 'secondary' : 'ghost'}
              aria-pressed={persona.is_following === true}
              onClick={props.onToggleFollow}
            >
              {persona.is_following ? L.unfollow : L.follow}
            </Button>
          ) : null}
        </div>
        {persona.is_owned ? (
          <div className={styles.actions}>
            <Button size="small" onClick={props.onEdit}>
              {L.edit}
            </Button>
            <Switch
              label={L.public}
              checked={persona.is_public}
              onCheckedChange={props.onSetPublic}
            />
            <Button size="small" variant="ghost" onClick={props.onTrash}>
              <Icon name="trash" />
              {L.moveToTrash}
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

export function PersonaDetailView(props: PersonaDetailViewProps) {
  const L = usePersonaLabels();
  const { state } = props;
  if (state.kind === 'loading')
    return (
      <div className={styles.page} aria-busy="true" role="status" aria-label={L.loading}>
        <Skeleton height={160} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  if (state.kind === 'missing')
    return (
      <StatePanel title={L.missingTitle}>
        <p className={styles.muted}>{L.missingBody}</p>
        <a className={styles.link} href={props.personasHref}>
          {L.backToPersonas}
        </a>
      </StatePanel>
    );
  if (state.kind === 'error')
    return (
      <StatePanel title={L.pageFailed} alert>
        <Button onClick={props.onRetry}>{L.retry}</Button>
      </StatePanel>
    );
  if (state.kind === 'trashed')
    return (
      <StatePanel title={L.trashedTitle}>
        <p className={styles.muted}>
          {displayPersonaName(state.persona.name)} — {L.trashedBody}
        </p>
        <div className={styles.actions}>
          {state.persona.is_owned ? (
            <Button variant="primary" onClick={props.onRestore}>
              {L.restore}
            </Button>
          ) : null}
          <a className={styles.link} href={props.personasHref}>
            {L.backToPersonas}
          </a>
        </div>
      </StatePanel>
    );
  const { persona } = state;
  return (
    <article className={styles.page} aria-labelledby="persona-title" data-persona-id={persona.id}>
      <Header {...props} persona={persona} />
      {persona.clip ? (
        <section className={styles.section} aria-labelledby="persona-root-title">
          <h2 id="persona-root-title" className={styles.sectionTitle}>
            {L.rootSong}
          </h2>
          {props.renderSongs([persona.clip], L.rootSong)}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="persona-songs-title">
        <h2 id="persona-songs-title" className={styles.sectionTitle}>
          {L.songsMade}
        </h2>
        {props.songs.clips.length === 0 ? (
          <p className={styles.muted}>{L.noSongs}</p>
        ) : (
          props.renderSongs(props.songs.clips, L.songsMade)
        )}
        {props.songs.hasMore ? (
          <Button loading={props.songs.loadingMore === true} onClick={props.songs.onLoadMore}>
            {L.loadMore}
          </Button>
        ) : null}
      </section>
    </article>
  );
}
