import { useEffect, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { RawIntlProvider } from 'react-intl'
import { Toaster } from '~/components/toast/toaster'
import { configureApi } from '~/lib/api'
import { heldMessages } from '~/lib/messages'
import { sharedIntl } from '~/lib/intl'
import { useViewerTimeZone } from '~/lib/viewer_time_zone'
import { GuidedTourHost } from '~/components/accounts/guided_tour'
import { recordNavigation } from '~/lib/scroll_memory'
import { ReferralGuard } from '~/components/referrals/referral_guard'

/**
 * Outermost layout of every page. It stays mounted across visits, so it
 * holds what must outlive a page: the translations of the current page's
 * locale (which change after a language switch) and the notification area.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { url, props } = usePage()
  const { locale } = props
  // Members' own zone; a signed-out visitor's browser zone once hydrated.
  const timeZone = useViewerTimeZone()
  // Held outside the page's props (the server's render keeps its own copy).
  const intl = sharedIntl(locale, timeZone, heldMessages(locale, props.messages))

  useEffect(() => {
    document.documentElement.lang = locale
    configureApi({ locale, intl })
  }, [locale, intl])

  // The browser session's navigation history (the mentor list's scroll memory reads it).
  useEffect(() => {
    recordNavigation(url)
  }, [url])

  return (
    <RawIntlProvider value={intl}>
      <ReferralGuard />
      {children}
      <GuidedTourHost />
      <Toaster />
    </RawIntlProvider>
  )
}
