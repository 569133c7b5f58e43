/**
 * GeneratePanel: the head of the studio create panel (2-studio §4, §5). The generate mode of the
 * selection as a badge (Replace, Extend or Create, with its length), live while the user drags;
 * the replace options (Smart, 'Classic', 'Fixed') when replacing; the end-selection choice when
 * the selection covers the end of the song; the context-window option (shown on the timeline or
 * not, its size in beats); the generate-blocked message where the user looks
 * (the create form below keeps Generate disabled while there is one). Props only.
 */
import type { ReactNode } from 'react';
import {
  END_SELECTION_MODES,
  formatSelectionSeconds,
  REPLACE_MODES,
  type EndSelectionMode,
  type GenerateMode,
  type ReplaceMode,
} from '@cadenza/studio-engine';
import { Badge } from '../../primitives/Badge/Badge';
import * as ToggleGroup from '../../primitives/ToggleGroup/ToggleGroup';
import { ContextWindowOption, type ContextWindowOptionProps } from './ContextWindowOption';
import { GENERATE_LABELS as L } from './labels';
import * as styles from './GeneratePanel.css';

export interface GeneratePanelSelection {
  readonly generateMode: GenerateMode;
  readonly seconds: number;
  readonly isEndSelection: boolean;
  readonly blocked: string | null;
}

export interface GeneratePanelProps {
  /** The selection's plan; null when nothing is selected. */
  readonly selection: GeneratePanelSelection | null;
  readonly replaceMode: ReplaceMode;
  readonly endSelectionMode: EndSelectionMode;
  readonly onReplaceModeChange: (mode: ReplaceMode) => void;
  readonly onEndSelectionModeChange: (mode: EndSelectionMode) => void;
  /** The context-window option: shown on the timeline or not, and its size in beats. */
  readonly contextWindow?: ContextWindowOptionProps;
  /** The create form (custom mode, its own remembered state), whose button says Generate. */
  readonly children?: ReactNode;
}

export function GeneratePanel(props: GeneratePanelProps) {
  const { selection } = props;
  return (
    <div className={styles.panel} aria-label={L.panel} role="group">
      <div className={styles.head}>
        {selection === null || selection.seconds <= 0 ? (
          <p className={styles.hint}>{L.noSelection}</p>
        ) : (
          <>
            <div className={styles.row}>
              <Badge data-generate-mode={selection.generateMode} aria-live="polite">
                {L.modeBadge(
                  L.mode[selection.generateMode],
                  formatSelectionSeconds(selection.seconds),
                )}
              </Badge>
              {selection.isEndSelection && (
                <ToggleGroup.Root
                  aria-label={L.endSelection}
                  value={props.endSelectionMode}
                  onValueChange={(v) => v && props.onEndSelectionModeChange(v as EndSelectionMode)}
                >
                  {END_SELECTION_MODES.map((mode) => (
                    <ToggleGroup.Item key={mode} value={mode}>
                      {L.mode[mode]}
                    </ToggleGroup.Item>
                  ))}
                </ToggleGroup.Root>
              )}
            </div>
            {selection.generateMode === 'replace' && (
              <div className={styles.row}>
                <span className={styles.label}>{L.replaceOptions}</span>
                <ToggleGroup.Root
                  aria-label={L.replaceOptions}
                  value={props.replaceMode}
                  onValueChange={(v) => v && props.onReplaceModeChange(v as ReplaceMode)}
                >
                  {REPLACE_MODES.map((mode) => (
                    <ToggleGroup.Item key={mode} value={mode}>
                      {L.replaceMode[mode]}
                    </ToggleGroup.Item>
                  ))}
                </ToggleGroup.Root>
              </div>
            )}
          </>
        )}
        {props.contextWindow !== undefined && <ContextWindowOption {...props.contextWindow} />}
        {selection?.blocked != null && (
          <p className={styles.blocked} role="alert">
            {selection.blocked}
          </p>
        )}
      </div>
      {props.children}
    </div>
  );
}
