import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { DEFAULT_LOCALE } from '#business/app'

/**
 * One react-intl object per language and time zone, shared by every render
 * (the server's renders of all requests, the browser's of all visits),
 * instead of an IntlProvider building its own per render: each would parse
 * every message again and create its own Intl.NumberFormat and
 * Intl.DateTimeFormat objects (ICU objects outside V8's heap, each a few
 * dozen KB). The formatters' cache is shared too; its keys are the message
 * texts and the formats' options, so it holds what the pages use and no more.
 */
const cache = createIntlCache()
const shared = new Map<string, { messages: Record<string, string>; intl: IntlShape }>()

export function sharedIntl(
  locale: string,
  timeZone: string,
  messages: Record<string, string>
): IntlShape {
  const key = `${locale}|${timeZone}`
  const kept = shared.get(key)
  // Other texts (a language loaded after a switch, development reading its files again): a new one.
  if (kept && kept.messages === messages) return kept.intl
  const intl = createIntl({ locale, timeZone, messages, defaultLocale: DEFAULT_LOCALE }, cache)
  shared.set(key, { messages, intl })
  return intl
}
