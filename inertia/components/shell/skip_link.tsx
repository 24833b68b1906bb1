import { FormattedMessage } from 'react-intl'

/** First focusable element of every page: jumps over the header to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[110] focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <FormattedMessage id="common.skipToContent" />
    </a>
  )
}
