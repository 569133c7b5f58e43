/**
 * A saved-prompt picker (lyrics or styles): save what is in the field, search the saved ones
 * (the container debounces the search 300 ms), use or delete one.
 */
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import * as Popover from '../primitives/Popover/Popover';
import { ScrollArea } from '../primitives/ScrollArea';
import { TextField } from '../primitives/TextField';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export type SavedPromptKind = 'lyrics' | 'tags';

export interface SavedPromptItem {
  readonly id: string;
  readonly text: string;
}

export interface SavedPromptPickerProps {
  readonly kind: SavedPromptKind;
  readonly prompts: readonly SavedPromptItem[];
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly onUse: (prompt: SavedPromptItem) => void;
  readonly onDelete: (prompt: SavedPromptItem) => void;
  readonly onSave: () => void;
  /** Nothing to save (the field is empty). */
  readonly saveDisabled?: boolean;
  readonly saving?: boolean;
  readonly defaultOpen?: boolean;
}

const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

export function SavedPromptPicker(props: SavedPromptPickerProps) {
  const label = FORM_LABELS.savedPrompts(props.kind);
  return (
    <Popover.Root {...(props.defaultOpen ? { defaultOpen: true } : {})}>
      <Popover.Trigger asChild>
        <IconButton label={label} icon="bookmark" variant="secondary" size="small" />
      </Popover.Trigger>
      <Popover.Content aria-label={label} align="end">
        <div className={styles.panel}>
          <div className={styles.spread}>
            <span className={styles.panelHeader}>{label}</span>
            <Button
              size="small"
              variant="secondary"
              onClick={props.onSave}
              disabled={props.saveDisabled}
              loading={props.saving}
            >
              {FORM_LABELS.savePrompt}
            </Button>
          </div>
          <TextField
            label={FORM_LABELS.searchSavedPrompts}
            hideLabel
            type="search"
            placeholder={FORM_LABELS.searchSavedPrompts}
            value={props.search}
            onValueChange={props.onSearchChange}
          />
          {props.prompts.length === 0 ? (
            <p className={styles.muted} role="status">
              {FORM_LABELS.noSavedPrompts}
            </p>
          ) : (
            <ScrollArea label={label} maxHeight={220}>
              <ul className={styles.list}>
                {props.prompts.map((prompt) => (
                  <li key={prompt.id} className={styles.listRow}>
                    <button
                      type="button"
                      className={styles.listButton}
                      onClick={() => props.onUse(prompt)}
                    >
                      {preview(prompt.text)}
                    </button>
                    <IconButton
                      size="small"
                      icon="trash"
                      label={FORM_LABELS.deleteSavedPrompt(preview(prompt.text))}
                      onClick={() => props.onDelete(prompt)}
                    />
                  </li>
                ))}
              </ul>
            </ScrollArea>
          )}
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
