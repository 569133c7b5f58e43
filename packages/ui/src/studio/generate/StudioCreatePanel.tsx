/**
 * StudioCreatePanel: the studio's create panel (450 px, key 1; 2-studio §2): the generate head
 * (mode badge, replace options, blocked message), the selection used as a condition, and the
 * create form in custom mode with the studio's own remembered state and model (its /studio
 * scope, separate from /create), whose Generate queues the generation over the selection (or,
 * with a selection condition, the form's own generation on it) instead of creating a song.
 */
import { CreateForm } from '../../create/connected/CreateForm';
import { GeneratePanel } from './GeneratePanel';
import { GENERATE_LABELS as L } from './labels';
import { SelectionCondition } from './SelectionCondition';
import type { StudioGenerate } from './use-studio-generate';

export const STUDIO_FORM_PATH = '/studio';

export function StudioCreatePanel({ generate }: { readonly generate: StudioGenerate }) {
  const { plan, condition } = generate;
  const selected = plan !== null && plan.seconds > 0;
  // With a selection condition the form's own rules decide; else the timeline's blocked message.
  const blocked = condition.kind === 'ready' ? null : plan === null ? L.noSelection : plan.blocked;
  return (
    <GeneratePanel
      selection={plan}
      replaceMode={generate.replaceMode}
      endSelectionMode={generate.endSelectionMode}
      onReplaceModeChange={generate.setReplaceMode}
      onEndSelectionModeChange={generate.setEndSelectionMode}
      contextWindow={generate.contextWindow}
    >
      <SelectionCondition
        state={condition}
        enabled={selected}
        onUse={(type) => void generate.useAsCondition(type)}
      />
      <CreateForm
        pathname={STUDIO_FORM_PATH}
        submit={generate.submit}
        blockingMessage={blocked}
        createLabel={L.generate}
      />
    </GeneratePanel>
  );
}
