// The persona pages' wording from the app's locale files (pages.json, key 'persona').
import { PERSONA_PAGE_LABELS, type PersonaPageLabels } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';

export const usePersonaLabels = (): PersonaPageLabels =>
  useLabels('pages', 'persona', PERSONA_PAGE_LABELS);
