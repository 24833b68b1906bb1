import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
  type MessageFormatElement,
} from 'react-intl'
import { TYPE } from '@formatjs/icu-messageformat-parser'
import { DEFAULT_LOCALE } from '#business/app'
import type { Messages } from '~/lib/messages'

/**
 * One react-intl object per language and time zone, shared by every render
 * (the server's renders of all requests, the browser's of all visits),
 * instead of an IntlProvider building its own per render: each would create
 * its own Intl.NumberFormat and Intl.DateTimeFormat objects (ICU objects
 * outside V8's heap, each a few dozen KB). The formatters' cache is shared
 * too, so it holds what the pages use and no more. The texts arrive parsed
 * (inertia/lib/messages.ts): nothing here parses one.
 */
const cache = createIntlCache()
const shared = new Map<string, { messages: Messages; intl: IntlShape }>()

export function sharedIntl(locale: string, timeZone: string, messages: Messages): IntlShape {
  const key = `${locale}|${timeZone}`
  const kept = shared.get(key)
  // Other texts (a language loaded after a switch, development reading its files again): a new one.
  if (kept && kept.messages === messages) return kept.intl
  const intl = withCompiledTexts(
    createIntl({ locale, timeZone, messages, defaultLocale: DEFAULT_LOCALE }, cache),
    messages
  )
  shared.set(key, { messages, intl })
  return intl
}

/** The named date and time formats (`{when, date, short}`...), which take the time zone. */
const NAMED_FORMATS = ['short', 'medium', 'long', 'full'] as const

/**
 * The shared object, with a formatMessage that keeps each text with ICU arguments compiled,
 * found by its id. react-intl's own, with a time zone set, merges the date formats again and
 * looks the compiled text up by a JSON key of text, formats and options at every call (about a
 * tenth of a page render). The compiled text is the library's own (its getMessageFormat, with
 * the formats it would pass: its defaults, the time zone on the named date and time formats).
 * Everything else goes to the library's formatMessage, unchanged: plain texts, missing ids
 * (default message, error report), tags and values that are functions or React elements (keyed
 * parts), and any text that fails to format (its error report and fallback).
 */
function withCompiledTexts(intl: IntlShape, texts: Messages): IntlShape {
  const zoned = Object.fromEntries(NAMED_FORMATS.map((name) => [name, { timeZone: intl.timeZone }]))
  const formats = { date: zoned, time: zoned }
  const compiled = new Map<string, ReturnType<IntlShape['formatters']['getMessageFormat']>>()
  const library = intl.formatMessage as (...args: unknown[]) => unknown

  const formatMessage = (
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
    options?: unknown
  ) => {
    const id = String(descriptor.id)
    const text = Object.hasOwn(texts, id) ? texts[id] : undefined
    if (!text || isLiteral(text) || hasTag(text) || !hasPlainValues(values)) {
      return library(descriptor, values, options)
    }
    let format = compiled.get(id)
    if (!format) {
      format = intl.formatters.getMessageFormat(text, intl.locale, formats, {
        formatters: intl.formatters,
      })
      compiled.set(id, format)
    }
    try {
      const output = format.format(values as Record<string, string | number | Date> | undefined)
      if (typeof output === 'string') return output
    } catch {}
    return library(descriptor, values, options)
  }

  const fast = formatMessage as IntlShape['formatMessage']
  return { ...intl, formatMessage: fast, $t: fast }
}

/** One literal element: the library returns its text as it is. */
function isLiteral(text: MessageFormatElement[]) {
  return text.length === 1 && text[0].type === TYPE.literal
}

/** Whether a text has a tag (`<b>...</b>`), at its top or in a plural's or select's branch. */
function hasTag(text: MessageFormatElement[]): boolean {
  return text.some(
    (element) =>
      element.type === TYPE.tag ||
      ((element.type === TYPE.plural || element.type === TYPE.select) &&
        Object.values(element.options).some((option) => hasTag(option.value)))
  )
}

/** Values that format to text alone: no function (tag) and no object but a date. */
function hasPlainValues(values: unknown) {
  if (values === undefined || values === null) return true
  for (const value of Object.values(values)) {
    if (typeof value === 'function') return false
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) return false
  }
  return true
}
