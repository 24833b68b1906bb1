import { franc } from 'franc-min'
import type { Locale } from '#business/app'

/** franc's ISO 639-3 codes of the product's languages, and the BCP 47 tags pages use. */
const TAGS: Record<string, Locale> = { eng: 'en', ita: 'it' }

/** Texts already told apart, at most KNOWN_TEXTS (the catalogue's headlines and more). */
const KNOWN_TEXTS = 20_000
const known = new Map<string, Locale | null>()

/**
 * The language a member wrote a text in (a bio, a headline, a review), for its
 * `lang` attribute (WCAG 3.1.2): screen readers then read an English bio on an
 * Italian page with English sounds. Told apart among the product's languages
 * only; null when the text is too short to tell (it then takes the page's).
 */
export function languageOf(text: string | null | undefined): Locale | null {
  if (!text) return null
  // The same headlines fill every page of the mentor list: each is told apart once.
  if (known.has(text)) return known.get(text)!
  if (known.size >= KNOWN_TEXTS) known.clear()
  const language = TAGS[franc(text, { only: Object.keys(TAGS), minLength: 10 })] ?? null
  known.set(text, language)
  return language
}
