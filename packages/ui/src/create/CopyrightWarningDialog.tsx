/** The copyright warning: opens when generation is refused for copyright infringement (424). */
import { Button } from '../primitives/Button';
import * as AlertDialog from '../primitives/AlertDialog/AlertDialog';
import { COPYRIGHT_WARNING_LABELS } from './labels';

export interface CopyrightWarningDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function CopyrightWarningDialog({ open, onClose }: CopyrightWarningDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialog.Content>
        <AlertDialog.Title>{COPYRIGHT_WARNING_LABELS.title}</AlertDialog.Title>
        <AlertDialog.Description>{COPYRIGHT_WARNING_LABELS.description}</AlertDialog.Description>
        <AlertDialog.Footer>
          <AlertDialog.Action asChild>
            <Button variant="primary">{COPYRIGHT_WARNING_LABELS.ok}</Button>
          </AlertDialog.Action>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
