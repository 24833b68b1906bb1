import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { I18nProvider, TranslationMessages } from 'react-admin'
import raItalian from './i18n/ra.it'
import consoleEnglish from './i18n/console.en'
import consoleItalian from './i18n/console.it'

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'it', name: 'Italiano' },
] as const
export type ConsoleLocale = (typeof LOCALES)[number]['locale']

/** The site's language cookie (config/business/app.ts LOCALE_COOKIE): the console shares it. */
const LOCALE_COOKIE = 'locale'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

type Messages = Record<string, unknown>

/** The resources' own texts (admin-ui/src/i18n/resources.<locale>.ts), when they exist. */
const resourceMessages = import.meta.glob<Messages>('./i18n/resources.*.ts', {
  eager: true,
  import: 'default',
})

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deep merge: later sources win, nested objects are merged key by key. */
function merge(...sources: Messages[]): Messages {
  const out: Messages = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isObject(value) && isObject(out[key]) ? merge(out[key] as Messages, value) : value
    }
  }
  return out
}

const messages: Record<ConsoleLocale, TranslationMessages> = {
  en: merge(
    englishMessages,
    consoleEnglish,
    resourceMessages['./i18n/resources.en.ts'] ?? {}
  ) as TranslationMessages,
  it: merge(
    raItalian,
    consoleItalian,
    resourceMessages['./i18n/resources.it.ts'] ?? {}
  ) as TranslationMessages,
}

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return LOCALES.some((entry) => entry.locale === value)
}

function cookieLocale() {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
  const value = cookie ? decodeURIComponent(cookie.slice(LOCALE_COOKIE.length + 1)) : undefined
  return isConsoleLocale(value) ? value : undefined
}

function browserLocale() {
  for (const language of navigator.languages ?? [navigator.language]) {
    const short = language.slice(0, 2).toLowerCase()
    if (isConsoleLocale(short)) return short
  }
  return undefined
}

/**
 * The admin's language, as the site picks it: the `locale` cookie (set by the
 * site's and the console's switchers), then the account's language, then the browser's.
 */
export function pickLocale(accountLocale?: string | null): ConsoleLocale {
  return (
    cookieLocale() ?? (isConsoleLocale(accountLocale) ? accountLocale : browserLocale()) ?? 'en'
  )
}

function rememberLocale(locale: ConsoleLocale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
  document.documentElement.lang = locale
}

export function createI18nProvider(initialLocale: ConsoleLocale): I18nProvider {
  document.documentElement.lang = initialLocale
  const polyglot = polyglotI18nProvider(
    (locale) => messages[isConsoleLocale(locale) ? locale : 'en'],
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
