/**
 * The form's remembered settings (suggestion visibility, advanced mode), per user and per scope,
 * through the SDK's persisted local state.
 */
import { useState } from 'react';
import { usePersistedState } from '@cadenza/sdk/react';
import type { CreateFormScope } from '@cadenza/sdk';
import type { CreatePreferences } from '../CreateForm';

export function usePreferences(scope: CreateFormScope) {
  const persisted = usePersistedState();
  const [preferences, setPreferences] = useState<CreatePreferences>(() => {
    const saved = persisted.read('createForm', scope);
    return {
      showSuggestions: saved.showSuggestions ?? true,
      advancedMode: saved.advancedMode ?? false,
    };
  });
  const change = (key: keyof CreatePreferences, value: boolean) => {
    const next = { ...preferences, [key]: value };
    setPreferences(next);
    persisted.write(
      'createForm',
      {
        ...persisted.read('createForm', scope),
        showSuggestions: next.showSuggestions,
        advancedMode: next.advancedMode,
      },
      scope,
    );
  };
  return [preferences, change] as const;
}
