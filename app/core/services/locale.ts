import { parse } from '@formatjs/icu-messageformat-parser'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
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

/** The pages' texts, each as react-intl's syntax tree (its `MessageFormatElement[]`), in JSON. */
export type ClientMessages = Record<string, JSONDataTypes[]>

/** Kept per language file set: the same until the translations are loaded again. */
const clientMessagesCache = new WeakMap<Record<string, string>, ClientMessages>()

/**
 * The texts the pages receive, already parsed as react-intl would parse them (FormatJS's
 * "pre-compile messages to AST"): the pages' bundle then ships without the ICU parser
 * (vite.config.ts) and no page parses a text again.
 */
export function clientMessages(locale: Locale): ClientMessages {
  const all = i18nManager.getTranslationsFor(locale)
  const cached = clientMessagesCache.get(all)
  if (cached) return cached
  const messages = parsedTexts(
    Object.fromEntries(
      Object.entries(all).filter(
        ([key]) => !SERVER_ONLY_NAMESPACES.some((ns) => key.startsWith(ns))
      )
    ),
    locale
  )
  clientMessagesCache.set(all, messages)
  return messages
}

/** Texts of `locale`, each parsed as react-intl parses a text (its syntax tree, in JSON). */
export function parsedTexts(texts: Record<string, string>, locale: string): ClientMessages {
  const options = { locale: new Intl.Locale(locale) }
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      parse(text, options) as unknown as JSONDataTypes[],
    ])
  )
}

const clientMessagesJsonCache = new WeakMap<ClientMessages, string>()

/** The client messages of a locale as JSON text (what `/i18n/:locale` sends). */
export function clientMessagesJson(locale: Locale): string {
  const messages = clientMessages(locale)
  const cached = clientMessagesJsonCache.get(messages)
  if (cached) return cached
  const json = JSON.stringify(messages)
  clientMessagesJsonCache.set(messages, json)
  return json
}
