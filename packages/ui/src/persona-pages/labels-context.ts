// The persona pages' wording in context: the connected pages provide the app's translation
// (`labels`), every view below reads it; stories and tests get the English defaults.
import { createContext, useContext } from 'react';
import { PERSONA_PAGE_LABELS, type PersonaPageLabels } from './labels';

const PersonaLabels = createContext<PersonaPageLabels>(PERSONA_PAGE_LABELS);

export const PersonaLabelsProvider = PersonaLabels.Provider;

export const usePersonaLabels = (): PersonaPageLabels => useContext(PersonaLabels);
