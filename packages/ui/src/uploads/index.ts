// @cadenza/ui uploads: the photo upload modal (crop, zoom, render) and its pure crop and
// render cores.
export {
  PHOTO_ACCEPT,
  PHOTO_UPLOAD_LABELS,
  PhotoUploadModal,
  type PhotoUploadModalProps,
} from './PhotoUploadModal';
export * from './PhotoUploadCrop';
export { renderPhoto, type RenderPhoto } from './PhotoUploadRender';
export * from './audio';
