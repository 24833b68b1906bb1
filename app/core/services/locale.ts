import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '#business/app'

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The viewer's locale: the `locale` cookie, then Accept-Language, then English.
 */
export function resolveLocale(ctx: HttpContext): Locale {
  const fromCookie = ctx.request.plainCookie(LOCALE_COOKIE, { encoded: false })
  if (isSupportedLocale(fromCookie)) return fromCookie

  const fromHeader = i18nManager.getSupportedLocaleFor(ctx.request.languages())
  if (isSupportedLocale(fromHeader)) return fromHeader

  return DEFAULT_LOCALE
}

/** Namespaces the React pages receive; validation messages stay on the server. */
const SERVER_ONLY_NAMESPACES = [
  'validation.',
  'emails.',
  'data_archive.',
  'application_emails.',
  'conversation_emails.',
  'mentor_pause_emails.',
  'session_emails.',
  'waiting_list_emails.',
]

const clientMessagesCache = new Map<string, Record<string, string>>()

export function clientMessages(locale: Locale): Record<string, string> {
  const cached = clientMessagesCache.get(locale)
  if (cached) return cached
  const all = i18nManager.getTranslationsFor(locale)
  const messages = Object.fromEntries(
    Object.entries(all).filter(([key]) => !SERVER_ONLY_NAMESPACES.some((ns) => key.startsWith(ns)))
  )
  // Language files only change between deploys; development re-reads them.
  if (app.inProduction) clientMessagesCache.set(locale, messages)
  return messages
}

const clientMessagesJsonCache = new Map<string, string>()

/** The client messages of a locale as JSON text (what `/i18n/:locale` sends). */
export function clientMessagesJson(locale: Locale): string {
  const cached = clientMessagesJsonCache.get(locale)
  if (cached) return cached
  const json = JSON.stringify(clientMessages(locale))
  if (app.inProduction) clientMessagesJsonCache.set(locale, json)
  return json
}
