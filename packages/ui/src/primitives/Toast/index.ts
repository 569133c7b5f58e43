export { TOAST_BOTTOM_INSET_PROPERTY } from './Toast.css';
export { Toaster, useToaster, type ToasterProps } from './Toaster';
export {
  createToaster,
  isToastLink,
  toastFromNotice,
  type ToastAction,
  type ToastButtonAction,
  type ToastLinkAction,
  type ToastInput,
  type ToastItem,
  type Toaster as ToastQueue,
} from './toast-queue';
