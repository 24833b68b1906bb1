import { IntlMessageFormat } from 'intl-messageformat'
import type { TranslationsFormatterContract } from '@adonisjs/i18n/types'

/** Messages kept per process: the app's texts are a few thousand in two languages. */
const KEPT = 5000

/**
 * ICU message formatting (the syntax of resources/lang and of react-intl),
 * with each message compiled once per locale. @adonisjs/i18n's own ICU
 * formatter makes a new IntlMessageFormat for every call: it parses the
 * message and resolves the locale through Intl again, which was most of the
 * cost of an error answer (the error object's message, each validation
 * message) and of every e-mail's texts. Same options, so the same output.
 */
export class CompiledIcuFormatter implements TranslationsFormatterContract {
  readonly name = 'icu'
  #compiled = new Map<string, IntlMessageFormat>()

  format(message: string, locale: string, data?: Record<string, any>): string {
    const key = `${locale}\u0000${message}`
    let compiled = this.#compiled.get(key)
    if (!compiled) {
      compiled = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true })
      this.#compiled.set(key, compiled)
      if (this.#compiled.size > KEPT) this.#compiled.delete(this.#compiled.keys().next().value!)
    }
    return compiled.format(data ?? {}) as string
  }
}
