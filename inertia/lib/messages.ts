import type { MessageFormatElement } from 'react-intl'
import { urlFor } from '~/client'

/**
 * The interface texts of each language the page has used. They are not in the
 * page's HTML: the server-side render receives them with the page's props and
 * keeps them here, and the browser loads them from `/i18n/<locale>` (cached
 * for the build, preloaded by the page's head) before it starts. Each text is
 * already parsed by the server (react-intl's syntax tree), so no page parses one.
 */
export type Messages = Record<string, MessageFormatElement[]>

/**
 * How the page's props carry them: `{ texts }` when sent, `{}` as the stand-in once held. The
 * props' type says JSON; each text is the `MessageFormatElement[]` that FormatJS's parser made
 * of it on the server (app/core/services/locale.ts).
 */
export type SentMessages = { texts?: Record<string, unknown[]> }

const byLocale = new Map<string, Messages>()

export function rememberMessages(locale: string, messages: NonNullable<SentMessages['texts']>) {
  byLocale.set(locale, messages as Messages)
}

/** The texts of a language already held (an empty set when none: ids then show). */
export function messagesFor(locale: string): Messages {
  return byLocale.get(locale) ?? {}
}

/**
 * The texts of `locale` for a render: those the server sent with the page (after a language
 * switch) become the held ones; otherwise the held ones. In the browser the page's props keep
 * only an empty stand-in (see `keepMessagesOutOfPage`), so the props Inertia copies into the
 * browser's history on every visit stay small.
 */
export function heldMessages(locale: string, sent?: SentMessages | null): Messages {
  if (sent?.texts && sent.texts !== byLocale.get(locale)) rememberMessages(locale, sent.texts)
  return messagesFor(locale)
}

/**
 * After a page arrives: texts the server sent with it are held here and replaced in the page by
 * an empty stand-in. The stand-in still tells Inertia the texts are there (its once-prop header),
 * so later visits do not bring them again, and each later page copies only the stand-in.
 */
export function keepMessagesOutOfPage(page: {
  props: { locale?: unknown; messages?: SentMessages | null }
}) {
  const { locale, messages } = page.props
  if (typeof locale !== 'string' || !messages?.texts) return
  heldMessages(locale, messages)
  page.props.messages = {}
}

/** Where the texts of a language are, for this build. */
export function messagesUrl(locale: string, version: string | null | undefined) {
  return urlFor('core.messages', { locale }, { qs: { v: version ?? '' } })
}

/** Loads the texts of a language (a second try after a short pause, then the error). */
export async function loadMessages(locale: string, version: string | null | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      // Same request as the head's preload (no extra headers), so the preloaded answer is used.
      const response = await fetch(messagesUrl(locale, version))
      if (!response.ok) throw new Error(`GET ${messagesUrl(locale, version)}: ${response.status}`)
      const messages = (await response.json()) as Messages
      rememberMessages(locale, messages)
      return messages
    } catch (error) {
      if (attempt >= 2) throw error
      await new Promise((done) => setTimeout(done, 500))
    }
  }
}
