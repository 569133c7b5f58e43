/**
 * A saved-prompt picker, connected (lyrics or styles): the saved prompts of that kind, searched
 * 300 ms after typing stops, saved with 'Prompt saved.' (info, 2 s) or 'Prompt could not be
 * saved. Try again.', deleted, and used to fill the field.
 */
import { useState } from 'react';
import {
  CREATE_FORM_ERROR_TOAST_MS,
  PAGING,
  PROMPT_TOAST_MS,
  SAVED_PROMPT_SEARCH_DEBOUNCE_MS,
} from '@cadenza/sdk';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { useCadenzaClock, useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { SavedPromptKind, SavedPromptPickerProps } from '../SavedPromptPicker';
import { filterSavedPrompts, savedPromptItem } from '../view-models';

export function useSavedPrompts(
  kind: SavedPromptKind,
  current: string,
  fill: (text: string) => void,
): SavedPromptPickerProps {
  const toaster = useToaster();
  const clock = useCadenzaClock();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SAVED_PROMPT_SEARCH_DEBOUNCE_MS, clock);
  const list = useCadenzaQuery('getSavedPrompts', {
    query: {
      page: PAGING.getSavedPrompts.first,
      per_page: PAGING.getSavedPrompts.size,
      filter_prompt_type: kind,
    },
  });
  const [save, saving] = useCadenzaMutation('savePrompt');
  const [remove] = useCadenzaMutation('deletePrompt');
  const items = (list.data?.prompts ?? []).map((prompt) => savedPromptItem(prompt, kind));

  return {
    kind,
    prompts: filterSavedPrompts(items, settled),
    search,
    onSearchChange: setSearch,
    onUse: (prompt) => fill(prompt.text),
    onDelete: (prompt) => {
      remove({ body: { id: prompt.id } }).catch(() => undefined);
    },
    onSave: () => {
      save({ body: kind === 'lyrics' ? { lyrics: current } : { tags: current } }).then(
        () =>
          toaster.show({
            kind: 'info',
            title: STUDIO_ERRORS.promptSaved,
            durationMs: PROMPT_TOAST_MS,
          }),
        () =>
          toaster.show({
            kind: 'error',
            title: STUDIO_ERRORS.promptNotSaved,
            durationMs: CREATE_FORM_ERROR_TOAST_MS,
          }),
      );
    },
    saveDisabled: current.trim() === '',
    saving: saving.status === 'pending',
  };
}
