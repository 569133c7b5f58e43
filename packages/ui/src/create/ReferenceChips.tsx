/**
 * The reference chips of the form (see reference-chips.ts): each shows its condition, what it
 * refers to (a clip, lyrics, a playlist, a persona or an audio file) and a remove button; the
 * extend chip also holds the extend-from field, which reverts to the clip's duration when its
 * text does not parse or is out of range.
 */
import { useState } from 'react';
import { parseExtendFrom, parseSecondsText } from '@cadenza/sdk';
import { Avatar } from '../primitives/Avatar';
import { Icon, type IconName } from '../primitives/Icon';
import { IconButton } from '../primitives/IconButton';
import { TextField } from '../primitives/TextField';
import { CHIP_LABELS, FORM_LABELS } from './labels';
import type { ChipType, ReferenceChip } from './reference-chips';
import * as styles from './create.css';

export interface ReferenceChipsProps {
  readonly chips: readonly ReferenceChip[];
  readonly onRemove: (chip: ReferenceChip) => void;
  /** The extend-from field was committed with this many seconds. */
  readonly onExtendFrom: (seconds: number) => void;
}

const TYPE_ICONS: Readonly<Record<ChipType, IconName>> = {
  clip: 'music',
  lyrics: 'bookmark',
  playlist: 'sparkle',
  persona: 'user',
  audio_file: 'link',
};

function ExtendFromField({
  seconds,
  durationSeconds,
  onCommit,
}: {
  readonly seconds: number;
  readonly durationSeconds: number | null;
  readonly onCommit: (seconds: number) => void;
}) {
  const [text, setText] = useState(String(seconds));
  const [shown, setShown] = useState(seconds);
  if (shown !== seconds) {
    setShown(seconds);
    setText(String(seconds));
  }
  const commit = () => {
    const parsed =
      durationSeconds === null
        ? { seconds: parseSecondsText(text) ?? seconds }
        : parseExtendFrom(text, durationSeconds);
    setText(String(parsed.seconds));
    onCommit(parsed.seconds);
  };
  return (
    <span className={styles.chipField}>
      <TextField
        label={FORM_LABELS.extendFrom}
        hideLabel
        inputMode="decimal"
        value={text}
        onValueChange={setText}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </span>
  );
}

export function ReferenceChips({ chips, onRemove, onExtendFrom }: ReferenceChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={FORM_LABELS.references}>
      {chips.map((chip) => {
        const kind = CHIP_LABELS[chip.condition];
        const name = chip.title === '' ? kind : `${kind}: ${chip.title}`;
        return (
          <li
            key={chip.key}
            className={styles.chip}
            data-type={chip.type}
            data-condition={chip.condition}
          >
            {chip.type === 'persona' && chip.title !== '' ? (
              <Avatar name={chip.title} src={chip.imageUrl} size="small" decorative />
            ) : (
              <Icon name={TYPE_ICONS[chip.type]} />
            )}
            <span className={styles.chipText}>
              <span className={styles.chipKind}>{kind}</span>
              {chip.title === '' ? null : <span>{chip.title}</span>}
            </span>
            {chip.extendFrom ? (
              <ExtendFromField
                seconds={chip.extendFrom.seconds}
                durationSeconds={chip.extendFrom.durationSeconds}
                onCommit={onExtendFrom}
              />
            ) : null}
            <IconButton
              label={FORM_LABELS.removeReference(name)}
              icon="close"
              size="small"
              onClick={() => onRemove(chip)}
            />
          </li>
        );
      })}
    </ul>
  );
}
