/**
 * The workspace switcher (3-library-social §2, §3: workspaces, also called projects): the
 * default workspace first, then the user's workspaces (own and shared), and 'New workspace'.
 */
import { Button } from '../primitives/Button';
import { Select } from '../primitives/Select';
import { WORKSPACE_LABELS, type WorkspaceLabels } from './labels';
import * as styles from './Workspace.css';

export interface WorkspaceChoice {
  readonly id: string;
  readonly name: string;
}

export interface WorkspaceSwitcherProps {
  /** The default workspace's id (the value that stands for 'My Workspace'). */
  readonly defaultId: string;
  readonly workspaces: readonly WorkspaceChoice[];
  readonly value: string;
  readonly onValueChange: (id: string) => void;
  readonly onCreate: () => void;
  readonly creating?: boolean;
  readonly labels?: WorkspaceLabels;
}

export function WorkspaceSwitcher({
  defaultId,
  workspaces,
  value,
  onValueChange,
  onCreate,
  creating = false,
  labels = WORKSPACE_LABELS,
}: WorkspaceSwitcherProps) {
  const options = [
    { value: defaultId, label: labels.defaultWorkspace },
    ...workspaces.map((w) => ({ value: w.id, label: w.name })),
  ];
  const known = options.some((option) => option.value === value);
  return (
    <div className={styles.switcher}>
      <Select
        label={labels.switcher}
        options={known ? options : [...options, { value, label: labels.loading }]}
        value={value}
        onValueChange={onValueChange}
      />
      <Button size="small" onClick={onCreate} loading={creating} disabled={creating}>
        {creating ? labels.creating : labels.create}
      </Button>
    </div>
  );
}
