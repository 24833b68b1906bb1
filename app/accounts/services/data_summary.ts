import edge from 'edge.js'
import string from '@adonisjs/core/helpers/string'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { APP_NAME, DEFAULT_LOCALE } from '#business/app'
import { isSupportedLocale } from '#core/services/locale'
import type { DataSubject } from '#core/services/personal_data'
import type { MemberData } from '#accounts/services/data_archive'

/**
 * What the summary shows of one value of the archive, its words already in the member's
 * language; the template (resources/views/data_archive) only lays it out, escaping every text.
 */
export type SummaryValue =
  | { kind: 'text'; text: string; empty?: boolean }
  | { kind: 'list'; items: SummaryValue[] }
  | { kind: 'fields'; fields: { label: string; value: SummaryValue }[] }

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The readable side of the archive: one self-contained HTML page (styles inline, no script,
 * nothing fetched) in the member's language, a heading per module and per kind of record.
 */
export async function summaryOf(data: MemberData, subject: DataSubject, timeZone: string) {
  const locale = isSupportedLocale(subject.locale) ? subject.locale : DEFAULT_LOCALE
  const i18n = i18nManager.locale(locale)
  const words = new SummaryWords(i18n, timeZone)
  const modules = Object.entries(data.sections).map(([module, sections]) => ({
    title: words.moduleTitle(module),
    sections: Object.entries(sections).map(([key, value]) => ({
      title: words.label(key),
      value: words.valueOf(value),
    })),
  }))
  return edge.render('data_archive/summary', {
    i18n,
    locale,
    brand: APP_NAME,
    memberName: `${subject.firstName} ${subject.lastName}`.trim(),
    memberEmail: subject.email,
    generatedOn: words.instant(data.generatedAt),
    modules,
  })
}

/** Labels and values in the member's language; keys nobody translated read as words. */
class SummaryWords {
  constructor(
    private i18n: I18n,
    private timeZone: string
  ) {}

  moduleTitle(module: string) {
    return this.#translated(`data_archive.modules.${module}`, module)
  }

  /** A record's field or a kind of record (`firstName`, `sessions`). */
  label(key: string) {
    return this.#translated(`data_archive.labels.${key}`, key)
  }

  instant(iso: string) {
    return this.i18n.formatDate(iso, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: this.timeZone,
    })
  }

  valueOf(value: unknown): SummaryValue {
    if (value === null || value === undefined || value === '') return this.#empty()
    if (Array.isArray(value)) {
      return value.length
        ? { kind: 'list', items: value.map((item) => this.valueOf(item)) }
        : this.#empty()
    }
    if (typeof value === 'object') {
      const fields = Object.entries(value).map(([key, field]) => ({
        label: this.label(key),
        value: this.valueOf(field),
      }))
      return fields.length ? { kind: 'fields', fields } : this.#empty()
    }
    if (typeof value === 'boolean') {
      return { kind: 'text', text: this.i18n.t(`data_archive.${value ? 'yes' : 'no'}`) }
    }
    if (typeof value === 'string' && INSTANT.test(value))
      return { kind: 'text', text: this.instant(value) }
    if (typeof value === 'string' && DAY.test(value)) {
      return {
        kind: 'text',
        text: this.i18n.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' }),
      }
    }
    return { kind: 'text', text: String(value) }
  }

  #empty(): SummaryValue {
    return { kind: 'text', text: this.i18n.t('data_archive.none'), empty: true }
  }

  #translated(key: string, fallback: string) {
    return this.i18n.hasMessage(key) ? this.i18n.t(key) : string.sentenceCase(fallback)
  }
}
