import { IndustrySchema } from '#database/schema'
import type { Locale } from '#business/app'

/**
 * An industry: reference data that members' onboarding answers and mentor profiles both
 * point to. Industries of the same `sector` are "related" for matching.
 */
export default class Industry extends IndustrySchema {
  /** The label in a locale, falling back to English. */
  nameIn(locale: Locale) {
    return (locale === 'it' && this.nameIt) || this.name
  }
}
