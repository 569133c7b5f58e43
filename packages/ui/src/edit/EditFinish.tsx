/**
 * Finishing edits into one song (2-studio §4, §7): 'Confirm Section' after a replace and 'Get Full
 * Song' after an extension (concat/v2 with is_infill), once the new clip is complete; and merging
 * the clips chosen here (clipsForMerge, in the order chosen) into one.
 */
import { SONG_MENU_LABELS } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import type { ConcatOffer } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import { Card } from './EditCards';
import * as styles from './Edit.css';

export interface EditFinishProps {
  readonly offer: ConcatOffer | null;
  /** The offered clip is complete (concat needs a complete clip). */
  readonly offerReady: boolean;
  /** The clips that can be merged: the song and the clips made here (ready: complete). */
  readonly candidates: readonly {
    readonly id: string;
    readonly title: string;
    readonly ready: boolean;
  }[];
  readonly chosen: readonly string[];
  readonly busy: boolean;
  readonly onConcat: (offer: ConcatOffer) => void;
  readonly onToggleMerge: (clipId: string) => void;
  readonly onMerge: () => void;
}

export function EditFinish(props: EditFinishProps) {
  const { offer, candidates, chosen, busy } = props;
  if (offer === null && candidates.length < 2) return null;
  return (
    <Card id="finish" title={L.finishTitle}>
      {offer !== null ? (
        <div className={styles.actions}>
          <p className={styles.hint}>
            {props.offerReady
              ? L.finishHint(offer.isInfill)
              : L.finishWaiting(offer.title ?? L.newSong)}
          </p>
          <Button
            variant="primary"
            loading={busy}
            disabled={busy || !props.offerReady}
            onClick={() => props.onConcat(offer)}
          >
            {offer.isInfill ? SONG_MENU_LABELS.confirm_section : SONG_MENU_LABELS.get_full_song}
          </Button>
        </div>
      ) : null}
      {candidates.length >= 2 ? (
        <div role="group" aria-label={L.mergeGroup} className={styles.mergeList}>
          <p className={styles.hint}>{L.mergeHint}</p>
          {candidates.map((clip) => {
            const at = chosen.indexOf(clip.id);
            return (
              <Switch
                key={clip.id}
                label={
                  at >= 0
                    ? L.mergeChosen(at + 1, clip.title)
                    : clip.ready
                      ? clip.title
                      : L.mergeNotReady(clip.title)
                }
                checked={at >= 0}
                disabled={busy || (!clip.ready && at < 0)}
                onCheckedChange={() => props.onToggleMerge(clip.id)}
              />
            );
          })}
          <div className={styles.actions}>
            <Button disabled={busy || chosen.length < 2} onClick={props.onMerge}>
              {L.merge(chosen.length)}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
