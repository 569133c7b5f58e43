/**
 * One persona in a list (3-library-social §2 /me/personas): its avatar and name, a link to its
 * page that opens in a new tab (the route table's rule), who made it when it is not the
 * viewer's, its loves; a voice preview, a love toggle, and for the owner the public/private
 * switch and 'Move to trash'.
 */
import { displayPersonaName } from '@cadenza/sdk';
import { Avatar } from '../primitives/Avatar';
import { Badge } from '../primitives/Badge';
import { IconButton } from '../primitives/IconButton';
import { Switch } from '../primitives/Switch';
import { countText, fill } from './labels';
import { usePersonaLabels } from './labels-context';
import { personaHref, personaOwnerHandle, type Persona } from './persona-view';
import * as styles from './PersonaPages.css';

export interface PersonaRowActions {
  readonly onPlayPreview: (persona: Persona) => void;
  readonly onToggleLove: (persona: Persona) => void;
  readonly onSetPublic: (persona: Persona, isPublic: boolean) => void;
  readonly onTrash: (persona: Persona) => void;
}

export interface PersonaRowProps extends PersonaRowActions {
  readonly persona: Persona;
}

export function PersonaRow({ persona, ...actions }: PersonaRowProps) {
  const L = usePersonaLabels();
  const name = displayPersonaName(persona.name);
  const owner = personaOwnerHandle(persona);
  const image = persona.image_url ?? persona.clip?.image_url ?? null;
  return (
    <div className={styles.row} data-persona-id={persona.id}>
      <Avatar name={name} src={image} shape="square" decorative />
      <div className={styles.rowText}>
        <a
          className={styles.name}
          href={personaHref(persona.id)}
          target="_blank"
          rel="noopener"
          aria-label={fill(L.openInNewTab, { name })}
          title={persona.name}
        >
          {name}
        </a>
        <p className={styles.meta}>
          {owner === null ? null : <span>{fill(L.by, { handle: owner })}</span>}
          <span>{countText(L.lovesOne, L.loves, persona.upvote_count)}</span>
          {persona.is_owned && !persona.is_public ? <Badge>{L.private}</Badge> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <IconButton
          size="small"
          icon="play"
          label={fill(L.playPreview, { name })}
          disabled={!persona.clip}
          onClick={() => actions.onPlayPreview(persona)}
        />
        <IconButton
          size="small"
          icon="heart"
          label={fill(L.love, { name })}
          aria-pressed={persona.is_loved}
          variant={persona.is_loved ? 'secondary' : 'ghost'}
          onClick={() => actions.onToggleLove(persona)}
        />
        {persona.is_owned ? (
          <>
            <Switch
              label={L.public}
              checked={persona.is_public}
              onCheckedChange={(value) => actions.onSetPublic(persona, value)}
            />
            <IconButton
              size="small"
              icon="trash"
              variant="ghost"
              label={fill(L.trash, { name })}
              onClick={() => actions.onTrash(persona)}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
