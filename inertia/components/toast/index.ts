export {
  toast,
  dismiss,
  useToast,
  type ToastOptions,
  type ToastItem,
} from '~/components/toast/toast_store'
export { Toaster } from '~/components/toast/toaster'
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastTitle,
  ToastProvider,
  ToastViewport,
} from '~/components/toast/toast'
