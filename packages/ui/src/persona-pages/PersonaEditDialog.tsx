/**
 * The owner's 'Edit persona' (3-library-social §4: "Owner can edit"): name (empty becomes
 * 'Untitled Persona' on the server) and description (cut to the shared limit, with its
 * length/limit counter); Save sends PUT edit-persona. Its error is the server detail or 'An
 * error occurred while updating the persona.'.
 */
import { useEffect, useState } from 'react';
import {
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_MESSAGES,
  personaDescriptionInput,
} from '@cadenza/sdk';
import { COMMON_LABELS } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import { Textarea } from '../primitives/Textarea';
import { TextField } from '../primitives/TextField';
import { usePersonaLabels } from './labels-context';

export interface PersonaEdit {
  readonly name: string;
  readonly description: string;
}

export interface PersonaEditDialogProps {
  readonly open: boolean;
  readonly initial: PersonaEdit;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onSave: (edit: PersonaEdit) => void;
  readonly onClose: () => void;
}

export function PersonaEditDialog({
  open,
  initial,
  busy = false,
  error = null,
  onSave,
  onClose,
}: PersonaEditDialogProps) {
  const L = usePersonaLabels();
  const [edit, setEdit] = useState(initial);
  useEffect(() => {
    if (open) setEdit(initial);
    // Reset once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      title={L.editTitle}
      description={L.editDescription}
      error={error}
      action={{ label: COMMON_LABELS.save, onPress: () => onSave(edit), loading: busy }}
    >
      <TextField
        label={L.name}
        value={edit.name}
        placeholder={PERSONA_MESSAGES.untitledPersona}
        onValueChange={(name) => setEdit({ ...edit, name })}
      />
      <Textarea
        label={L.description}
        value={edit.description}
        limit={PERSONA_DESCRIPTION_MAX_CHARS}
        rows={3}
        onValueChange={(text) => setEdit({ ...edit, description: personaDescriptionInput(text) })}
      />
    </ModalShell>
  );
}
