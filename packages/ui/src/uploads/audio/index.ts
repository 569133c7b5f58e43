// @cadenza/ui uploads/audio: the audio upload modal (Terms, Upload or Record, Trim, Finalize),
// its progress card, and the connected modal with its toolbar opener.
export { AudioUploadModal, type AudioUploadModalProps } from './AudioUploadModal';
export {
  UploadProgressCard,
  type UploadCardState,
  type UploadProgressCardProps,
} from './UploadProgressCard';
export { AUDIO_UPLOAD_LABELS } from './labels';
export {
  initialUploadModalState,
  uploadModalReducer,
  type FinalizeChoice,
  type UploadModalEvent,
  type UploadModalState,
} from './upload-modal-state';
export type { AudioUploadProps } from './connected/AudioUpload';
export {
  AudioUploadButton,
  LazyAudioUpload,
  type AudioUploadButtonProps,
} from './connected/AudioUploadButton';
