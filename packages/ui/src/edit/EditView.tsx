/**
 * /edit/{clipId} (2-studio §2, §4): the clip on the studio timeline's one track (the track slot)
 * with the waveform selector's range fields, the tools
 * (crop, fade out, speed, replace, extend) each with its card, the cover-song card, what the last
 * action did (working, the new clip ready to play and edit, or 'An error occurred. Please try
 * again.'), and 'Open in Legacy Editor' once 5 s have passed.
 */
import type { ReactNode } from 'react';
import type { EditRange, EditTool, InfillGate } from '@cadenza/sdk';
import { EDIT_TOOLS, editRangeLength } from '@cadenza/sdk';
import { STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { Button } from '../primitives/Button';
import { Tabs } from '../primitives/Tabs';
import { CoverCard, CropCard, ExtendCard, FadeCard, ReplaceCard, SpeedCard } from './EditCards';
import { formatEditTime, type EditEvent, type EditSettings, type EditState } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import { NumberField } from './NumberField';
import * as styles from './Edit.css';

export interface EditClipInfo {
  readonly id: string;
  readonly title: string;
  readonly durationS: number;
  readonly modelTier: string;
}

export interface EditViewProps {
  readonly clip: EditClipInfo;
  readonly state: EditState;
  /** The track: the studio timeline in its one-track form (EditTimeline). */
  readonly track: ReactNode;
  readonly dispatch: (event: EditEvent) => void;
  /** Whether the card of the active tool can run now. */
  readonly ready: boolean;
  readonly infillGate: InfillGate;
  readonly adjustProblem: string | null;
  readonly adjustTitle: string;
  readonly onAdjustTitle: (title: string) => void;
  readonly replaceLyrics: string;
  readonly onReplaceLyrics: (lyrics: string) => void;
  readonly onRun: () => void;
  readonly onReplace: () => void;
  readonly onExtend: () => void;
  readonly onAdjust: () => void;
  readonly onUpsell: () => void;
  /** What the last action did (EditOutcome). */
  readonly outcome: ReactNode;
  /** Finishing a replace or an extension into one song, and merging (EditFinish). */
  readonly finish?: ReactNode;
  readonly coverHref: string;
  readonly backHref: string;
  /** 'Open in Legacy Editor' (shown after 5 s). */
  readonly legacyHref: string | null;
}

function SelectionBar({
  tool,
  selection,
  durationS,
  busy,
  dispatch,
}: {
  tool: EditTool;
  selection: EditRange | null;
  durationS: number;
  busy: boolean;
  dispatch: (event: EditEvent) => void;
}) {
  return (
    <div className={styles.selectionBar} role="group" aria-label={L.selection}>
      <NumberField
        label={L.startField}
        value={selection?.start ?? 0}
        min={0}
        max={durationS}
        step={0.2}
        disabled={busy}
        onCommit={(start) =>
          dispatch({ type: 'select', from: start, to: selection?.end ?? durationS })
        }
      />
      <NumberField
        label={L.endField}
        value={selection?.end ?? durationS}
        min={0}
        max={durationS}
        step={0.2}
        disabled={busy}
        onCommit={(end) => dispatch({ type: 'select', from: selection?.start ?? 0, to: end })}
      />
      <span aria-live="polite" data-testid="edit-selection-text">
        {selection === null
          ? tool === 'extend'
            ? L.noSelectionExtend
            : L.noSelection
          : L.selectionText(
              formatEditTime(selection.start),
              formatEditTime(selection.end),
              `${editRangeLength(selection).toFixed(1)} s`,
            )}
      </span>
      <Button
        size="small"
        variant="ghost"
        disabled={busy}
        onClick={() => dispatch({ type: 'select', from: 0, to: durationS })}
      >
        {L.selectAll}
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={busy || selection === null}
        onClick={() => dispatch({ type: 'clearSelection' })}
      >
        {L.clearSelection}
      </Button>
    </div>
  );
}

export function EditView(props: EditViewProps) {
  const { clip, state, dispatch } = props;
  const { settings } = state;
  const busy = state.pending !== null;
  const card = {
    settings,
    busy,
    ready: props.ready && !busy,
    onSettings: (patch: Partial<EditSettings>) => dispatch({ type: 'settings', patch }),
    onRun: props.onRun,
  };
  return (
    <div className={styles.page} data-edit-clip={clip.id}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{clip.title}</h1>
          <p className={styles.meta}>
            {formatEditTime(clip.durationS)} · {L.model(clip.modelTier)}
          </p>
        </div>
        <div className={styles.actions}>
          {props.legacyHref !== null ? (
            <a className={styles.link} href={props.legacyHref}>
              {STUDIO_LABELS.openInLegacyEditor}
            </a>
          ) : null}
          <a className={styles.link} href={props.backHref}>
            {L.back}
          </a>
        </div>
      </header>
      {state.restored ? <p className={styles.hint}>{L.restored}</p> : null}
      {props.track}
      <SelectionBar
        tool={settings.tool}
        selection={settings.selection}
        durationS={clip.durationS}
        busy={busy}
        dispatch={dispatch}
      />
      {props.outcome}
      {props.finish}
      <Tabs.Root
        value={settings.tool}
        onValueChange={(tool) => dispatch({ type: 'tool', tool: tool as EditTool })}
      >
        <Tabs.List aria-label={L.tools}>
          {EDIT_TOOLS.map((tool) => (
            <Tabs.Trigger key={tool} value={tool} disabled={busy && tool !== settings.tool}>
              {L.tool[tool]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="crop">
          <CropCard {...card} />
        </Tabs.Content>
        <Tabs.Content value="fade">
          <FadeCard {...card} />
        </Tabs.Content>
        <Tabs.Content value="speed">
          <SpeedCard
            {...card}
            adjustProblem={props.adjustProblem}
            adjustTitle={props.adjustTitle}
            onAdjustTitle={props.onAdjustTitle}
            onAdjust={props.onAdjust}
          />
        </Tabs.Content>
        <Tabs.Content value="replace">
          <ReplaceCard
            {...card}
            onRun={props.onReplace}
            gate={props.infillGate}
            lyrics={props.replaceLyrics}
            onLyrics={props.onReplaceLyrics}
            onUpsell={props.onUpsell}
          />
        </Tabs.Content>
        <Tabs.Content value="extend">
          <ExtendCard {...card} onRun={props.onExtend} durationS={clip.durationS} />
        </Tabs.Content>
      </Tabs.Root>
      <CoverCard coverHref={props.coverHref} />
    </div>
  );
}
