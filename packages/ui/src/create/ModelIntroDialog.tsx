/**
 * The crow and bluejay modals: one introduction of a new model the plan can use (model-intro.ts
 * decides which and when). 'Create with …' switches the form to it; either choice marks the
 * introduction seen.
 */
import { Button } from '../primitives/Button';
import * as Dialog from '../primitives/Dialog/Dialog';
import type { ModelIntro } from './model-intro';
import { FORM_LABELS, MODEL_INTRO_LABELS as TEXT } from './labels';

export interface ModelIntroDialogProps {
  /** The introduction shown; closed when null. */
  readonly intro: ModelIntro | null;
  /** The introduced model's display name (its billing model name). */
  readonly modelName: string;
  readonly onTry: () => void;
  readonly onClose: () => void;
}

export function ModelIntroDialog({ intro, modelName, onTry, onClose }: ModelIntroDialogProps) {
  return (
    <Dialog.Root
      open={intro !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content closeLabel={FORM_LABELS.close}>
        <Dialog.Title>{TEXT.title(modelName)}</Dialog.Title>
        <Dialog.Description>{TEXT.description(modelName)}</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">{TEXT.notNow}</Button>
          </Dialog.Close>
          <Button variant="primary" onClick={onTry}>
            {TEXT.tryIt(modelName)}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
