import { useIntl } from 'react-intl'
import { TOAST_RULES } from '#business/app'
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '~/components/toast/toast'
import { useToast } from '~/components/toast/toast_store'
import { useFlashToast } from '~/components/toast/use_flash_toast'

/**
 * The notification area: one provider and viewport for the whole app,
 * showing the store's toasts and the server's flashed toast.
 *
 * Swipes: Radix starts a swipe after 10 px of touch or 2 px of mouse/pen
 * movement (the spec's start thresholds,
 * TOAST_RULES.swipeThresholdTouchPx and swipeThresholdPointerPx) and
 * closes the toast when released past `swipeThreshold`, the spec's cancel
 * threshold; a shorter swipe is cancelled and the toast slides back.
 */
export function Toaster() {
  const intl = useIntl()
  const { toasts, dismiss } = useToast()
  useFlashToast()

  return (
    <ToastProvider
      duration={TOAST_RULES.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST_RULES.swipeCancelThreshold}
      label={intl.formatMessage({ id: 'common.toast.label' })}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast
          key={id}
          {...props}
          onOpenChange={(open) => {
            if (!open) dismiss(id)
          }}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport
        hotkey={[TOAST_RULES.hotkey]}
        label={intl.formatMessage(
          { id: 'common.toast.viewportLabel' },
          { hotkey: TOAST_RULES.hotkey }
        )}
      />
    </ToastProvider>
  )
}
