export { Toaster, useToaster, type ToasterProps } from './Toaster';
export {
  createToaster,
  toastFromNotice,
  type ToastAction,
  type ToastInput,
  type ToastItem,
  type Toaster as ToastQueue,
} from './toast-queue';
