import { useIntl } from 'react-intl'
import { type SpinnerSize } from '#business/app'
import { Spinner } from '~/components/loading/spinner'

type Props = {
  size?: SpinnerSize
}

/**
 * Full-screen white overlay with a spinner, announced as "Loading...", for
 * waits that block the whole screen.
 */
export function LoadingOverlay({ size = 'lg' }: Props) {
  const intl = useIntl()
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading.label' })}
      className="fixed inset-0 z-50 flex items-center justify-center bg-white text-brand-700"
    >
      <Spinner size={size} />
    </div>
  )
}
