// @cadenza/ui modals: the modal primitives (shell, confirm, pick list) and every song modal of
// the spec as a presentational view (props only), its connected wrapper on @cadenza/sdk/react,
// and the host that renders one for `{ kind, clip }`. The persona, playlist, workspace, download
// and upload modals live in their own folders (personas/, playlists/, workspaces/, downloads/,
// uploads/); the host renders them too.
export { ModalShell, type ModalAction, type ModalShellProps } from './ModalShell';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { PickList, type PickItem, type PickListProps } from './PickList';
export {
  PickModal,
  type PickModalLabels,
  type PickModalProps,
  type PickModalState,
} from './PickModal';
export { UpsellModal, type UpsellModalProps } from './UpsellModal';
export { SongDetailsModal, type SongDetailsModalProps } from './SongDetailsModal';
export {
  CopyrightFlagModal,
  FlagClipModal,
  flagRequest,
  type ReasonlessReportProps,
  type ReportReason,
} from './ReportClipModal';
export {
  ShareClipModal,
  shareTargets,
  type CopyState,
  type ShareClipModalProps,
} from './ShareClipModal';
export { StemsModal, type StemsModalProps } from './StemsModal';
export {
  REMASTER_VARIATIONS,
  RemasterModal,
  type RemasterModalProps,
  type RemasterVariation,
} from './RemasterModal';
export {
  UPSAMPLE_PARAMS,
  UpsampleModelSelectModal,
  type UpsampleModelSelectModalProps,
  type UpsampleParam,
  type UpsampleParams,
} from './UpsampleModelSelectModal';
export { DeleteClipModal, type DeleteClipModalProps } from './DeleteClipModal';
export {
  CommercialRightsModal,
  type CommercialRightsModalProps,
  type CommercialRightsState,
} from './CommercialRightsModal';
export { PinConfirmModal, type PinConfirmModalProps } from './PinConfirmModal';
export { DiscardChangesModal, type DiscardChangesModalProps } from './DiscardChangesModal';
export * from './song-details';
export * from './modal-kind';
export {
  SongModalHost,
  browserSaveFile,
  useSongModals,
  type SongModalHostProps,
} from './SongModalHost';
export {
  SongDetails,
  type SongDetailsProps,
  type SongDetailsUploads,
} from './connected/SongDetails';
export { CopyrightFlag, FlagClip } from './connected/ReportClip';
export {
  ShareClip,
  browserCopyText,
  type CopyText,
  type ShareClipProps,
} from './connected/ShareClip';
export { Stems } from './connected/Stems';
export { Remaster } from './connected/Remaster';
export { UpsampleModelSelect } from './connected/UpsampleModelSelect';
export { DeleteClip } from './connected/DeleteClip';
export { CommercialRights } from './connected/CommercialRights';
export { PinConfirm, type PinConfirmProps } from './connected/PinConfirm';
export type { ConnectedModalProps } from './connected/types';
export {
  COMMON_LABELS,
  DOWNLOAD_LABELS,
  MODAL_RESULT_TOAST_MS,
  PERSONA_DIALOG_LABELS,
  PIN_CONFIRM_LABELS,
  SONG_DETAILS_LABELS,
} from './labels';
