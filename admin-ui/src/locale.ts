/*
| The console's language, without react-admin: the shell (main.ts) picks it
| before the console's code has loaded, the i18n provider and the language menu use it after.
*/
import type { TranslationMessages } from 'react-admin'
// The site's language cookie: the console shares it.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '#business/app'

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'it', name: 'Italiano' },
] as const
export type ConsoleLocale = (typeof LOCALES)[number]['locale']

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

/** Remembers the choice for the site too (both read the same cookie). */
export function rememberLocale(locale: ConsoleLocale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`
  document.documentElement.lang = locale
}

/** A language's texts: a chunk each, so only the admin's language loads with the console. */
export async function loadMessages(locale: ConsoleLocale): Promise<TranslationMessages> {
  const { default: messages } = await (locale === 'it'
    ? import('./i18n/messages.it')
    : import('./i18n/messages.en'))
  return messages
}
