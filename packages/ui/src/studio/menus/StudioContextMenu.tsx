/**
 * StudioContextMenu: the clip and track context menus (Radix ContextMenu, styled like the song
 * menu) around a part of the timeline. The host tells which clip or track was right-clicked
 * (`target`, set in its own onContextMenu before the menu opens; a handler that finds nothing
 * there prevents the event's default and no menu opens); each item reports its intent,
 * Rename opens a dialog and Colour a submenu of the 40 swatches.
 */
import { Fragment, useState, type ReactElement } from 'react';
import { TRACK_COLOR_SWATCHES } from '@cadenza/studio-engine';
import * as ContextMenu from '../../primitives/ContextMenu/ContextMenu';
import { commit, type IntentHandler, type TimelineIntent } from '../gestures/intents';
import { CLIP_SETTINGS_LABELS, STUDIO_MENU_LABELS as L } from '../labels';
import { menuItems, type MenuContext, type MenuItem, type MenuTarget } from './menu-model';
import { RenameDialog } from './RenameDialog';
import * as styles from './StudioContextMenu.css';

export interface StudioContextMenuProps {
  /** What was right-clicked. */
  readonly target: MenuTarget | null;
  readonly context: MenuContext;
  readonly onIntent: IntentHandler;
  /** The element right-clicked (it takes the trigger's props). */
  readonly children: ReactElement;
}

const colourIntent = (target: MenuTarget, color: string | null): TimelineIntent | null => {
  if (target.kind === 'clip') return { type: 'setClipColor', clipIds: [target.clip.id], color };
  return color === null ? null : { type: 'setTrackColor', trackId: target.track.id, color };
};

function ColourItems({ target, onIntent }: { target: MenuTarget; onIntent: IntentHandler }) {
  const current = target.kind === 'clip' ? target.clip.color : target.track.color;
  const pick = (color: string | null) => {
    const intent = colourIntent(target, color);
    if (intent !== null) onIntent(commit(intent));
  };
  return (
    <ContextMenu.Sub>
      <ContextMenu.SubTrigger>{L.colour}</ContextMenu.SubTrigger>
      <ContextMenu.SubContent className={styles.swatches} aria-label={L.colour}>
        {target.kind === 'clip' && (
          <ContextMenu.Item className={styles.noColour} onSelect={() => pick(null)}>
            {CLIP_SETTINGS_LABELS.noColor}
          </ContextMenu.Item>
        )}
        {TRACK_COLOR_SWATCHES.map((color) => (
          <ContextMenu.Item
            key={color}
            aria-label={color}
            className={styles.swatch}
            style={{ background: color }}
            data-current={color === current ? '' : undefined}
            onSelect={() => pick(color)}
          />
        ))}
      </ContextMenu.SubContent>
    </ContextMenu.Sub>
  );
}

function Entry({
  item,
  onIntent,
  onRename,
}: {
  item: MenuItem;
  onIntent: IntentHandler;
  onRename: () => void;
}) {
  const { intent } = item;
  return (
    <ContextMenu.Item
      disabled={item.disabled}
      className={item.id === 'delete' || item.id === 'deleteTrack' ? styles.danger : undefined}
      onSelect={() => (intent === null ? onRename() : onIntent(commit(intent)))}
    >
      {item.label}
      {item.shortcut !== undefined && <span className={styles.shortcut}>{item.shortcut}</span>}
    </ContextMenu.Item>
  );
}

export function StudioContextMenu({ target, context, onIntent, children }: StudioContextMenuProps) {
  const [renaming, setRenaming] = useState<MenuTarget | null>(null);
  const items = target === null ? [] : menuItems(target, context);
  const renamed = renaming?.kind === 'clip' ? renaming.clip.name : (renaming?.track.name ?? '');
  const rename = (name: string) => {
    if (renaming === null) return;
    onIntent(
      commit(
        renaming.kind === 'clip'
          ? { type: 'renameClip', clipId: renaming.clip.id, name }
          : { type: 'renameTrack', trackId: renaming.track.id, name },
      ),
    );
  };
  return (
    <>
      <ContextMenu.Root modal={false}>
        <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
        {target !== null && (
          <ContextMenu.Content
            className={styles.content}
            aria-label={
              target.kind === 'clip' ? L.clipMenu(target.clip.name) : L.trackMenu(target.track.name)
            }
          >
            {items.map((item, i) => (
              <Fragment key={item.id}>
                {i > 0 && item.group !== items[i - 1]?.group && <ContextMenu.Separator />}
                {item.id === 'colour' ? (
                  <ColourItems target={target} onIntent={onIntent} />
                ) : (
                  <Entry item={item} onIntent={onIntent} onRename={() => setRenaming(target)} />
                )}
              </Fragment>
            ))}
          </ContextMenu.Content>
        )}
      </ContextMenu.Root>
      <RenameDialog
        title={
          renaming === null
            ? null
            : renaming.kind === 'clip'
              ? L.renameClipTitle
              : L.renameTrackTitle
        }
        name={renamed}
        onRename={rename}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
