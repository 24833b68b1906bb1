import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
  type MessageFormatElement,
} from 'react-intl'
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
  const prepared = withPlainTexts(messages)
  const intl = withCompiledTexts(
    createIntl(
      {
        locale,
        timeZone,
        // Its type wants all strings or all elements; formatMessage reads each entry on its own.
        messages: prepared as Record<string, MessageFormatElement[]>,
        defaultLocale: DEFAULT_LOCALE,
      },
      cache
    ),
    prepared
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
function withCompiledTexts(
  intl: IntlShape,
  texts: Record<string, string | MessageFormatElement[]>
): IntlShape {
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
    const text = texts[id]
    if (typeof text !== 'string' || text.includes('<') || !hasPlainValues(values)) {
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

/** Values that format to text alone: no function (tag) and no object but a date. */
function hasPlainValues(values: unknown) {
  if (values === undefined || values === null) return true
  for (const value of Object.values(values)) {
    if (typeof value === 'function') return false
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) return false
  }
  return true
}
