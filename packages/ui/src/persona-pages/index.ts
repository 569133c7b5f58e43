// The persona pages (3-library-social §2 /me/personas and /persona/{id}): presentational views,
// their pure rules and the connected wrappers over @cadenza/sdk/react.
export { PERSONA_PAGE_LABELS, type PersonaPageLabels } from './labels';
export * from './persona-view';
export { PersonaRow, type PersonaRowProps, type PersonaRowActions } from './PersonaRow';
export { PersonaListView, type PersonaListViewProps } from './PersonaListView';
export {
  PersonaDetailView,
  type PersonaDetailViewProps,
  type PersonaSongs,
} from './PersonaDetailView';
export { PersonaEditDialog, type PersonaEdit } from './PersonaEditDialog';
export {
  ConnectedPersonaList,
  type ConnectedPersonaListProps,
} from './connected/ConnectedPersonaList';
export {
  ConnectedPersonaPage,
  type ConnectedPersonaPageProps,
} from './connected/ConnectedPersonaPage';
