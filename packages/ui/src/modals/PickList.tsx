/**
 * PickList: a searchable list of choices (playlists, workspaces, songs) shown as toggle buttons,
 * one chosen at a time, with an empty text and optional leading rows (e.g. 'Create New
 * Playlist'). Used by PickModal (add to playlist, move to workspace) and the persona song picker.
 */
import type { ReactNode } from 'react';
import { TextField } from '../primitives/TextField';
import * as styles from './modals.css';

export interface PickItem {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  readonly imageUrl?: string | null;
  readonly disabled?: boolean;
  /** Why it is disabled. */
  readonly reason?: string;
}

export interface PickListProps {
  readonly label: string;
  readonly items: readonly PickItem[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly emptyText: string;
  /** A search box above the list. */
  readonly search?: {
    readonly label: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
  };
  readonly leading?: ReactNode;
}

export function PickList({
  label,
  items,
  selectedId,
  onSelect,
  emptyText,
  search,
  leading,
}: PickListProps) {
  return (
    <>
      {search === undefined ? null : (
        <TextField
          type="search"
          label={search.label}
          value={search.value}
          onValueChange={search.onChange}
        />
      )}
      <ul className={styles.list} aria-label={label}>
        {leading === undefined ? null : <li>{leading}</li>}
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={item.id === selectedId}
              disabled={item.disabled}
              onClick={() => onSelect(item.id)}
            >
              {item.imageUrl === undefined ? null : item.imageUrl === null ? (
                <span className={styles.thumb} aria-hidden />
              ) : (
                <img className={styles.thumb} src={item.imageUrl} alt="" />
              )}
              <span className={styles.optionText}>
                <span>{item.label}</span>
                {item.detail === undefined ? null : (
                  <span className={styles.muted}>{item.detail}</span>
                )}
                {item.reason === undefined ? null : (
                  <span className={styles.warning}>{item.reason}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
    </>
  );
}
