/**
 * StudioCreatePanel: the studio's create panel (450 px, key 1; 2-studio §2): the generate head
 * (mode badge, replace options, blocked message) over the create form in custom mode with the
 * studio's own remembered state and model (its /studio scope, separate from /create), whose
 * Generate queues the generation over the selection instead of creating a song.
 */
import { CreateForm } from '../../create/connected/CreateForm';
import { GeneratePanel } from './GeneratePanel';
import { GENERATE_LABELS as L } from './labels';
import type { StudioGenerate } from './use-studio-generate';

export const STUDIO_FORM_PATH = '/studio';

export function StudioCreatePanel({ generate }: { readonly generate: StudioGenerate }) {
  const { plan } = generate;
  return (
    <GeneratePanel
      selection={plan}
      replaceMode={generate.replaceMode}
      endSelectionMode={generate.endSelectionMode}
      onReplaceModeChange={generate.setReplaceMode}
      onEndSelectionModeChange={generate.setEndSelectionMode}
    >
      <CreateForm
        pathname={STUDIO_FORM_PATH}
        submit={generate.submit}
        blockingMessage={plan === null ? L.noSelection : plan.blocked}
        createLabel={L.generate}
      />
    </GeneratePanel>
  );
}
