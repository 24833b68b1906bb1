import { useEffect, type ReactNode } from 'react'
import { RawIntlProvider } from 'react-intl'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/client'
import { heldMessages, type SentMessages } from '~/lib/messages'
import { sharedIntl } from '~/lib/intl'

type InitialPage = { props: { locale?: string; messages?: SentMessages; timeZone?: string } }

/**
 * Wraps every page on the server and in the browser alike: the Tuyau client
 * and react-intl with the shared locale, messages and time zone (always
 * passed so dates render identically on both sides).
 *
 * Once React has taken over the server's HTML (its effects run after
 * hydration, children first), `<html data-hydrated="true">` says the page's
 * buttons and fields answer; until then a click on server-rendered HTML does
 * nothing. The browser tests wait on it after every full page load.
 */
export function AppProviders({
  initialPage,
  children,
}: {
  initialPage: InitialPage
  children: ReactNode
}) {
  const { locale = 'en', timeZone = 'UTC' } = initialPage.props
  const messages = heldMessages(locale, initialPage.props.messages)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <TuyauProvider client={client}>
      <RawIntlProvider value={sharedIntl(locale, timeZone, messages)}>{children}</RawIntlProvider>
    </TuyauProvider>
  )
}
