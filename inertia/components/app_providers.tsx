import type { ReactNode } from 'react'
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
  return (
    <TuyauProvider client={client}>
      <RawIntlProvider value={sharedIntl(locale, timeZone, messages)}>{children}</RawIntlProvider>
    </TuyauProvider>
  )
}
