// @cadenza/ui personas: Create Persona and Make Persona Public, as views and connected.
export {
  CreatePersonaModal,
  MakePersonaPublicDialog,
  emptyPersonaForm,
  type CreatePersonaModalProps,
  type MakePersonaPublicDialogProps,
  type PersonaForm,
} from './CreatePersonaModal';
export { CreatePersona, type CreatePersonaProps } from './connected/CreatePersona';
