// The workspace screens' wording from the app's locale files (pages.json "workspace").
import { WORKSPACE_LABELS, type WorkspaceLabels } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';

export const useWorkspaceLabels = (): WorkspaceLabels =>
  useLabels('pages', 'workspace', WORKSPACE_LABELS);
