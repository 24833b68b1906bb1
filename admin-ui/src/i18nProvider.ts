import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider, TranslationMessages } from 'react-admin'
import {
  LOCALES,
  isConsoleLocale,
  loadMessages,
  rememberLocale,
  type ConsoleLocale,
} from './locale'

/**
 * The admin's language comes with its messages (loaded beside the console's
 * code); another language's load when the admin switches to it.
 */
export function createI18nProvider(
  initialLocale: ConsoleLocale,
  initialMessages: TranslationMessages
): I18nProvider {
  document.documentElement.lang = initialLocale
  const polyglot = polyglotI18nProvider(
    (locale) => {
      const wanted = isConsoleLocale(locale) ? locale : 'en'
      return wanted === initialLocale ? initialMessages : loadMessages(wanted)
    },
    initialLocale,
    [...LOCALES],
    { allowMissing: true }
  )
  return {
    ...polyglot,
    // Switching here switches the site too: both read the same cookie.
    changeLocale: async (locale: string) => {
      const next = isConsoleLocale(locale) ? locale : 'en'
      rememberLocale(next)
      return polyglot.changeLocale(next)
    },
  }
}
