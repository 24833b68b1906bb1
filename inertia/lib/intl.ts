import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl'
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
  const intl = createIntl(
    {
      locale,
      timeZone,
      // Its type wants all strings or all elements; formatMessage reads each entry on its own.
      messages: withPlainTexts(messages) as Record<string, MessageFormatElement[]>,
      defaultLocale: DEFAULT_LOCALE,
    },
    cache
  )
  shared.set(key, { messages, intl })
  return intl
}

/** Characters that can make a text more than itself in ICU syntax (arguments, tags, quoting). */
const ICU_SYNTAX = /[{}<>']/

/**
 * The texts with the plain ones (most of them: no argument, no tag) given as one literal
 * element, which react-intl returns as they are. A text given as a string is formatted at each
 * use: with a time zone set, that merges the date formats twice and looks the message up in a
 * cache keyed by their JSON, a few microseconds per text and most of a page render's garbage.
 * Texts with ICU syntax stay strings, formatted (and cached) as before.
 */
const plainTexts = new WeakMap<
  Record<string, string>,
  Record<string, string | MessageFormatElement[]>
>()

function withPlainTexts(messages: Record<string, string>) {
  let prepared = plainTexts.get(messages)
  if (!prepared) {
    prepared = {}
    for (const [id, text] of Object.entries(messages)) {
      // type 0 is a literal element (TYPE.literal of @formatjs/icu-messageformat-parser).
      prepared[id] = ICU_SYNTAX.test(text)
        ? text
        : ([{ type: 0, value: text }] as MessageFormatElement[])
    }
    plainTexts.set(messages, prepared)
  }
  return prepared
}
