// The create form: presentational views (props only) and the connected form on @cadenza/sdk/react.
export { CreateFormView, type CreateFormViewProps, type CreatePreferences } from './CreateForm';
export { CreateForm, type CreateFormProps } from './connected/CreateForm';
export { NoticeToasts, generationErrorAction } from './connected/NoticeToasts';
export { SimpleModePanel, type SimpleModePanelProps } from './SimpleModePanel';
export { CustomModePanel, type CustomModePanelProps } from './CustomModePanel';
export {
  LyricsSection,
  type LyricsSectionProps,
  type LyricsGenerationStatus,
} from './LyricsSection';
export { StylesSection, type StylesSectionProps } from './StylesSection';
export { ControlsSection, type ControlsSectionProps } from './ControlsSection';
export { AdjustSpeedPanel, type AdjustSpeedPanelProps } from './AdjustSpeedPanel';
export { ModelPicker, type ModelOption, type ModelPickerProps } from './ModelPicker';
export { AddMenu, type AddMenuPanel, type AddMenuProps, type InspoTab } from './AddMenu';
export {
  InspirationClipPicker,
  type InspirationClipItem,
  type InspirationClipPickerProps,
} from './InspirationClipPicker';
export { ModelIntroDialog, type ModelIntroDialogProps } from './ModelIntroDialog';
export { MODEL_INTROS, markModelIntroSeen, modelIntroToShow, type ModelIntro } from './model-intro';
export {
  createFormPrefill,
  createQueryKey,
  personaIdOfClip,
  prefillReady,
  readCreateQuery,
  type CreateSearchParams,
  type PrefillClip,
  type PrefillSources,
} from './prefill';
export { PERSONA_SEARCH_DEBOUNCE_MS, PERSONA_SEARCH_FLAG } from './connected/use-persona-panel';
export {
  PersonaPicker,
  type PersonaListItem,
  type PersonaPickerProps,
  type PersonaTab,
} from './PersonaPicker';
export {
  InspirationPicker,
  type InspirationPickerProps,
  type PlaylistListItem,
} from './InspirationPicker';
export {
  SettingsMenu,
  type CreateSettingKey,
  type CreateSettings,
  type SettingsMenuProps,
} from './SettingsMenu';
export { ReferenceChips, type ReferenceChipsProps } from './ReferenceChips';
export {
  SavedPromptPicker,
  type SavedPromptItem,
  type SavedPromptKind,
  type SavedPromptPickerProps,
} from './SavedPromptPicker';
export { CreditsDisplay, type CreditsDisplayProps } from './CreditsDisplay';
export { UpsellDialog, type UpsellDialogProps, type UpsellReason } from './UpsellDialog';
export { CopyrightWarningDialog, type CopyrightWarningDialogProps } from './CopyrightWarningDialog';
export {
  referenceChips,
  removeReference,
  setExtendFrom,
  type ChipClipInfo,
  type ChipCondition,
  type ChipType,
  type ReferenceChip,
} from './reference-chips';
export {
  chooseModel,
  describeError,
  generationErrorOutcome,
  pressCreate,
  type CreatePress,
  type ErrorOutcome,
  type ModelChoice,
} from './create-decisions';
export * from './form-edit';
export * from './view-models';
export {
  ADD_MENU_LABELS,
  CHIP_LABELS,
  COPYRIGHT_WARNING_LABELS,
  FORM_LABELS,
  INSPIRATION_CLIP_LABELS,
  LYRICS_MODE_LABELS,
  MODEL_INTRO_LABELS,
  SETTINGS_LABELS,
  UPSELL_LABELS,
} from './labels';
