/**
 * What the last edit action did (2-studio §4): working on it; the new clip ready (play it, edit
 * it, open it) or a generation started (a section confirmed, a full song or a merge on its way); or 'An error occurred. Please try again.' with the
 * pending data cleared.
 */
import { Button } from '../primitives/Button';
import { SONG_TOASTS } from '../song/labels';
import type { EditEvent, EditPendingKind, EditState } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import * as styles from './Edit.css';

export interface EditOutcomeProps {
  readonly state: EditState;
  readonly fallbackTitle: string;
  readonly dispatch: (event: EditEvent) => void;
  readonly onPlay: (clipId: string) => void;
  readonly editHref: (clipId: string) => string;
  readonly songHref: (clipId: string) => string;
}

/** What a started generation says: finishing into one song has its own message. */
function startedMessage(source: EditPendingKind | undefined): string {
  if (source === 'confirm_section') return SONG_TOASTS.sectionConfirmed;
  if (source === 'get_full_song') return SONG_TOASTS.fullSongStarted;
  if (source === 'merge') return L.merged;
  return L.resultGenerated;
}

export function EditOutcome(props: EditOutcomeProps) {
  const { state } = props;
  if (state.pending !== null)
    return (
      <div className={styles.status} role="status" aria-busy>
        {['crop', 'fade', 'speed'].includes(state.pending.kind) ? L.working : L.generating}
      </div>
    );
  if (state.error !== null)
    return (
      <div className={styles.error} role="alert">
        <span className={styles.errorText}>{state.error}</span>
        <Button
          size="small"
          variant="ghost"
          onClick={() => props.dispatch({ type: 'dismissError' })}
        >
          {L.dismiss}
        </Button>
      </div>
    );
  const last = state.lastResult;
  const clip = last && state.results.find((c) => c.id === last.clipId);
  if (!last || !clip) return null;
  const title = clip.title ?? props.fallbackTitle;
  return (
    <div className={styles.status} role="status" data-result={clip.id}>
      <span>{last.kind === 'edit' ? L.result : startedMessage(clip.source)}</span>
      {last.kind === 'edit' ? (
        <>
          <Button size="small" variant="primary" onClick={() => props.onPlay(clip.id)}>
            {L.play(title)}
          </Button>
          <Button size="small" asChild>
            <a href={props.editHref(clip.id)}>{L.editResult}</a>
          </Button>
        </>
      ) : null}
      <a className={styles.link} href={props.songHref(clip.id)}>
        {L.openResult(title)}
      </a>
    </div>
  );
}
