/**
 * The add menu, connected: the Personas panel (use-persona-panel) and the Inspo panel
 * (use-inspo-panel), each loading its data when it opens. A form action's error opens the upsell
 * or shows its message as an error toast.
 */
import { useState } from 'react';
import { CREATE_FORM_ERROR_TOAST_MS, type FormActionError } from '@cadenza/sdk';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { AddMenuPanel, AddMenuProps } from '../AddMenu';
import type { AddMenuOptions } from './add-menu-options';
import { useInspoPanel } from './use-inspo-panel';
import { usePersonaPanel } from './use-persona-panel';

export function useAddMenu(options: AddMenuOptions): AddMenuProps {
  const toaster = useToaster();
  const [panel, setPanel] = useState<AddMenuPanel>('main');
  const handle = (error: FormActionError | null) => {
    if (!error) return;
    if (error.code === 'upsell') options.openUpsell('feature');
    else if (error.message)
      toaster.show({
        kind: 'error',
        title: error.message,
        ...(error.description ? { description: error.description } : {}),
        durationMs: CREATE_FORM_ERROR_TOAST_MS,
      });
  };
  const personas = usePersonaPanel(options, panel === 'personas', handle);
  const inspo = useInspoPanel(options, panel === 'inspo', handle);
  return {
    onPanelChange: setPanel,
    personas,
    inspiration: inspo.inspiration,
    inspirationClips: inspo.clips,
  };
}
