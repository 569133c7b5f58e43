// @cadenza/ui downloads: download file, share asset and sample pack modals, views and connected,
// with the download, tagging and zipping cores and their injected `saveFile`.
export { DownloadFileModal, type DownloadFileModalProps } from './DownloadFileModal';
export {
  DownloadShareAssetModal,
  type DownloadShareAssetModalProps,
} from './DownloadShareAssetModal';
export { SamplePackModal, type SamplePackModalProps } from './SamplePackModal';
export * from './download-file';
export {
  IDLE as DOWNLOAD_RUN_IDLE,
  quotaText as downloadQuotaText,
  wavProgress as downloadWavProgress,
  type RunState as DownloadRunState,
} from './download-state';
export * from './sample-pack';
export { DownloadFile, type DownloadFileProps } from './connected/DownloadFile';
export { DownloadShareAsset, type DownloadShareAssetProps } from './connected/DownloadShareAsset';
export { SamplePack, type SamplePackProps } from './connected/SamplePack';
