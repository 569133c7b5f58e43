export {
  createFetchUploader,
  directUploadForm,
  type DirectUploader,
  type DirectUploadRequest,
  type DirectUploadTarget,
} from './direct-upload';
export { createXhrUploader, type XhrLike } from './system-xhr-uploader';
export {
  UPLOAD_STEPS,
  type ProgressListener,
  type UploadFailure,
  type UploadFailureReason,
  type UploadProgress,
  type UploadStep,
} from './upload-result';
export { UPLOAD_KINDS, type StepMessage, type UploadKind, type UploadKindTable } from './transfer';
export {
  uploadAudioFile,
  type AudioUploadInput,
  type AudioUploadResult,
  type AudioUploadSuccess,
  type UploadFlowOptions,
} from './audio-upload';
export {
  uploadImageFile,
  type ImageUploadInput,
  type ImageUploadOptions,
  type ImageUploadResult,
  type ImageUploadSuccess,
} from './image-upload';
export {
  uploadVideoFile,
  type ProcessedVideo,
  type VideoUploadInput,
  type VideoUploadResult,
  type VideoUploadSuccess,
} from './video-upload';
export {
  audioUploadResetAfterMs,
  createAudioUploadTask,
  createUploadTask,
  createVideoUploadTask,
  type AudioUploadTask,
  type UploadTask,
  type UploadTaskFactoryOptions,
  type UploadTaskOptions,
  type UploadTaskState,
  type VideoUploadTask,
} from './upload-task';
export {
  createHookFromDraft,
  followHookRender,
  type HookCreateResult,
  type HookRenderResult,
} from './hook-post';
