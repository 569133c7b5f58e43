// @cadenza/ui modals: every song modal of the spec as a presentational view (props only), its
// connected wrapper on @cadenza/sdk/react, the host that renders one for `{ kind, clip }`, and
// the download, tagging and zipping cores with their injected `saveFile`.
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
export { AddToPlaylistModal, type AddToPlaylistModalProps } from './AddToPlaylistModal';
export { AddToProjectModal, type AddToProjectModalProps } from './AddToProjectModal';
export { SongDetailsModal, type SongDetailsModalProps } from './SongDetailsModal';
export {
  PHOTO_ACCEPT,
  PHOTO_UPLOAD_LABELS,
  PhotoUploadModal,
  type PhotoUploadModalProps,
} from './PhotoUploadModal';
export * from './PhotoUploadCrop';
export { renderPhoto, type RenderPhoto } from './PhotoUploadRender';
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
export {
  CreatePersonaModal,
  MakePersonaPublicDialog,
  emptyPersonaForm,
  type CreatePersonaModalProps,
  type MakePersonaPublicDialogProps,
  type PersonaForm,
} from './CreatePersonaModal';
export { DeleteClipModal, type DeleteClipModalProps } from './DeleteClipModal';
export { DownloadFileModal, type DownloadFileModalProps } from './DownloadFileModal';
export {
  DownloadShareAssetModal,
  type DownloadShareAssetModalProps,
} from './DownloadShareAssetModal';
export { SamplePackModal, type SamplePackModalProps } from './SamplePackModal';
export {
  CommercialRightsModal,
  type CommercialRightsModalProps,
  type CommercialRightsState,
} from './CommercialRightsModal';
export { PinConfirmModal, type PinConfirmModalProps } from './PinConfirmModal';
export { DiscardChangesModal, type DiscardChangesModalProps } from './DiscardChangesModal';
export * from './song-details';
export * from './download-file';
export {
  IDLE as DOWNLOAD_RUN_IDLE,
  quotaText as downloadQuotaText,
  wavProgress as downloadWavProgress,
  type RunState as DownloadRunState,
} from './download-state';
export * from './sample-pack';
export * from './modal-kind';
export {
  SongModalHost,
  browserSaveFile,
  useSongModals,
  type SongModalHostProps,
} from './SongModalHost';
export { AddToPlaylist } from './connected/AddToPlaylist';
export { AddToProject } from './connected/AddToProject';
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
export { CreatePersona, type CreatePersonaProps } from './connected/CreatePersona';
export { DeleteClip } from './connected/DeleteClip';
export { DownloadFile, type DownloadFileProps } from './connected/DownloadFile';
export { DownloadShareAsset, type DownloadShareAssetProps } from './connected/DownloadShareAsset';
export { SamplePack, type SamplePackProps } from './connected/SamplePack';
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
