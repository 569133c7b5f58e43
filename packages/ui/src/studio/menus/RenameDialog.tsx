/** RenameDialog: a clip's or a track's new name; Save is enabled for a non-blank changed name. */
import { useEffect, useState } from 'react';
import { Button } from '../../primitives/Button';
import * as Dialog from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import { STUDIO_MENU_LABELS as L } from '../labels';

export interface RenameDialogProps {
  /** The dialog's title; null closes it. */
  readonly title: string | null;
  readonly name: string;
  readonly onRename: (name: string) => void;
  readonly onClose: () => void;
}

export function RenameDialog({ title, name, onRename, onClose }: RenameDialogProps) {
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name, title]);
  const next = draft.trim();
  const canSave = next !== '' && next !== name;
  const save = () => {
    if (!canSave) return;
    onRename(next);
    onClose();
  };
  return (
    <Dialog.Root open={title !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content closeLabel={L.cancel} aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <TextField label={L.name} value={draft} onValueChange={setDraft} autoFocus />
          <Dialog.Footer>
            <Button variant="ghost" type="button" onClick={onClose}>
              {L.cancel}
            </Button>
            <Button type="submit" disabled={!canSave}>
              {L.save}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
