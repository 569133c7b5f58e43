/**
 * 'Create a Persona' (3-library-social §2, §4 Personas, §5): a based-on song picker with search
 * (songs that cannot be a source are disabled with their reason), Name, Avatar (a prompt of at
 * most 200 characters; Create disabled while empty or busy), Description with its counter, and
 * the Public toggle; Cancel and Save. Save needs a base clip ('You need to select a base
 * clip!'); a first persona made public asks 'Make Persona Public?' first.
 */
import {
  avatarPromptInput,
  isAvatarCreateDisabled,
  PERSONA_AVATAR_PROMPT_MAX_CHARS,
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_MESSAGES,
  personaDescriptionInput,
} from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Switch } from '../primitives/Switch';
import { Textarea } from '../primitives/Textarea';
import { TextField } from '../primitives/TextField';
import { ConfirmDialog } from '../modals/ConfirmDialog';
import { COMMON_LABELS, PERSONA_DIALOG_LABELS as L } from '../modals/labels';
import { ModalShell } from '../modals/ModalShell';
import { PickList, type PickItem } from '../modals/PickList';
import * as styles from '../modals/modals.css';

export interface PersonaForm {
  readonly search: string;
  readonly baseClipId: string | null;
  readonly name: string;
  readonly avatarPrompt: string;
  readonly description: string;
  readonly isPublic: boolean;
}

export const emptyPersonaForm = (isPublic: boolean): PersonaForm => ({
  search: '',
  baseClipId: null,
  name: '',
  avatarPrompt: '',
  description: '',
  isPublic,
});

export interface CreatePersonaModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly form: PersonaForm;
  readonly onFormChange: (form: PersonaForm) => void;
  /** The viewer's songs matching the search. */
  readonly songs: readonly PickItem[];
  readonly avatarUrl?: string | null;
  readonly avatarBusy?: boolean;
  readonly onCreateAvatar: () => void;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onSave: () => void;
  /** 'Make Persona Public?' is showing. */
  readonly confirmingPublic?: boolean;
  readonly onConfirmPublic: () => void;
  readonly onCancelPublic: () => void;
}

export function CreatePersonaModal(props: CreatePersonaModalProps) {
  const { form, onFormChange: change } = props;
  const avatarBusy = props.avatarBusy === true;
  return (
    <>
      <ModalShell
        open={props.open && props.confirmingPublic !== true}
        onClose={props.onClose}
        title={PERSONA_MESSAGES.createDialogTitle}
        description={L.description}
        error={props.error ?? null}
        action={{ label: COMMON_LABELS.save, onPress: props.onSave, loading: props.busy === true }}
      >
        <PickList
          label={L.basedOn}
          items={props.songs}
          selectedId={form.baseClipId}
          onSelect={(baseClipId) => change({ ...form, baseClipId })}
          emptyText={L.noSongs}
          search={{
            label: L.searchSongs,
            value: form.search,
            onChange: (search) => change({ ...form, search }),
          }}
        />
        <TextField
          label={L.name}
          value={form.name}
          placeholder={PERSONA_MESSAGES.untitledPersona}
          onValueChange={(name) => change({ ...form, name })}
        />
        <div className={styles.row}>
          {props.avatarUrl == null ? null : (
            <img className={styles.thumb} src={props.avatarUrl} alt={L.avatar} />
          )}
          <Textarea
            label={L.avatarPrompt}
            value={form.avatarPrompt}
            limit={PERSONA_AVATAR_PROMPT_MAX_CHARS}
            rows={2}
            onValueChange={(text) => change({ ...form, avatarPrompt: avatarPromptInput(text) })}
          />
          <Button
            size="small"
            loading={avatarBusy}
            disabled={isAvatarCreateDisabled(form.avatarPrompt, avatarBusy)}
            onClick={props.onCreateAvatar}
          >
            {L.createAvatar}
          </Button>
        </div>
        <Textarea
          label={L.personaDescription}
          value={form.description}
          limit={PERSONA_DESCRIPTION_MAX_CHARS}
          rows={3}
          onValueChange={(text) => change({ ...form, description: personaDescriptionInput(text) })}
        />
        <Switch
          label={L.public}
          checked={form.isPublic}
          onCheckedChange={(isPublic) => change({ ...form, isPublic })}
        />
      </ModalShell>
      <MakePersonaPublicDialog
        open={props.open && props.confirmingPublic === true}
        onConfirm={props.onConfirmPublic}
        onCancel={props.onCancelPublic}
      />
    </>
  );
}

export interface MakePersonaPublicDialogProps {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** 'Make Persona Public?' with Cancel and Confirm. */
export function MakePersonaPublicDialog({
  open,
  onConfirm,
  onCancel,
}: MakePersonaPublicDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={PERSONA_MESSAGES.makePublicTitle}
      description={L.makePublicDescription}
      confirmLabel={COMMON_LABELS.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
