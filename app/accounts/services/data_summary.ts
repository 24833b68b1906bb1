import edge from 'edge.js'
import string from '@adonisjs/core/helpers/string'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { Info } from 'luxon'
import { APP_NAME, DEFAULT_LOCALE, LOCALES } from '#business/app'
import {
  COMPANY_SIZES,
  DATA_EXPORT_STATUSES,
  DISCOVERY_SOURCES,
  MENTOR_APPLICATION_BASES,
  MENTOR_APPLICATION_STATUSES,
  ONBOARDING_STEPS,
  ROLES,
  TOUR_STATES,
  USER_STATUSES,
} from '#business/accounts'
import {
  EXPERIENCE_LEVEL_KEYS,
  MATCHING_COMPANY_SIZE_KEYS,
  MATCHING_REQUEST_STATUSES,
  SESSION_FORMATS,
} from '#business/matching'
import {
  BILLING_PERIODS,
  CHECKOUT_STATUSES,
  DISCOUNT_KINDS,
  INVOICE_STATUSES,
  PAYMENT_PROVIDERS,
  PLANS,
  SUBSCRIPTION_STATUSES,
} from '#business/pricing'
import { HELP_REQUEST_STATUSES, HELP_REQUEST_TOPICS } from '#business/pro_features'
import { REFERRAL_STATUSES, REWARD_STATUSES, REWARD_TYPES } from '#business/referrals'
import {
  COMMUNICATION_TOOLS,
  ENTITLEMENTS,
  NO_SHOW_STATUSES,
  RESCHEDULE_STATUSES,
  SESSION_STATUSES,
} from '#business/sessions'
import { isSupportedLocale } from '#core/services/locale'
import type { DataSubject } from '#core/services/personal_data'
import type { MemberData } from '#accounts/services/data_archive'
import { PAUSE_REASONS } from '#business/responsiveness'
import { OUTCOME_ANSWERS } from '#business/outcomes'
import { CONVERSATION_REPORT_REASONS, CONVERSATION_REPORT_STATUSES } from '#business/messages'

/**
 * What the summary shows of one value of the archive, its words already in the member's
 * language; the template (resources/views/data_archive) only lays it out, escaping every text.
 */
export type SummaryValue =
  | { kind: 'text'; text: string; empty?: boolean }
  | { kind: 'list'; items: SummaryValue[] }
  | { kind: 'fields'; fields: { label: string; value: SummaryValue }[] }

/** The card brands Stripe names a payment method by. */
const CARD_BRANDS = [
  'amex',
  'diners',
  'discover',
  'eftpos_au',
  'jcb',
  'link',
  'mastercard',
  'unionpay',
  'visa',
  'unknown',
] as const

/**
 * The fields whose values are codes, with every code they may hold: the summary shows each
 * code's words (`data_archive.values.<field>.<code>`), never the code.
 */
export const CODED_FIELDS: Record<string, readonly string[]> = {
  // A field inside a kind of record reads `<record>.<field>` first (`criteria.companySize`).
  'role': [...ROLES, 'mentee', 'mentor'],
  'locale': LOCALES,
  'companySize': COMPANY_SIZES,
  // A mentor's and a search's sizes are matching's (employees), not the member's own answer.
  'companySizes': MATCHING_COMPANY_SIZE_KEYS,
  'criteria.companySize': MATCHING_COMPANY_SIZE_KEYS,
  'discoverySource': DISCOVERY_SOURCES,
  'step': ONBOARDING_STEPS,
  'tourState': TOUR_STATES,
  'basis': MENTOR_APPLICATION_BASES,
  'experienceLevel': EXPERIENCE_LEVEL_KEYS,
  'sessionFormat': SESSION_FORMATS,
  'communicationTool': COMMUNICATION_TOOLS,
  'entitlement': ENTITLEMENTS,
  'plan': PLANS,
  'period': BILLING_PERIODS,
  'provider': [...PAYMENT_PROVIDERS, 'google'],
  'discountKind': DISCOUNT_KINDS,
  'topic': HELP_REQUEST_TOPICS,
  'type': REWARD_TYPES,
  // Stripe's card brands, and Google's name of a member's main calendar.
  'paymentMethodBrand': CARD_BRANDS,
  'calendarId': ['primary'],
  // Why a mentor's profile is paused (mentoring's pause).
  'pausedReason': PAUSE_REASONS,
  // A mentee's answer to a session's outcome follow-up.
  'outcomeFollowUp.answer': OUTCOME_ANSWERS,
  // Why the member reported a conversation to the team.
  'conversationReports.reason': CONVERSATION_REPORT_REASONS,
}

/**
 * Statuses by the kind of record that holds them: their words differ by record (in Italian a
 * session is "confermata", a plan "attivo"), so they read `data_archive.statuses.<kind>.<code>`.
 */
export const RECORD_STATUSES: Record<string, readonly string[]> = {
  account: USER_STATUSES,
  dataExports: DATA_EXPORT_STATUSES,
  mentorApplications: MENTOR_APPLICATION_STATUSES,
  matchingRequests: MATCHING_REQUEST_STATUSES,
  sessions: SESSION_STATUSES,
  rescheduleRequests: RESCHEDULE_STATUSES,
  noShow: NO_SHOW_STATUSES,
  subscriptions: SUBSCRIPTION_STATUSES,
  invoices: INVOICE_STATUSES,
  checkouts: CHECKOUT_STATUSES,
  helpRequests: HELP_REQUEST_STATUSES,
  referrals: REFERRAL_STATUSES,
  referredBy: REFERRAL_STATUSES,
  rewards: REWARD_STATUSES,
  conversationReports: CONVERSATION_REPORT_STATUSES,
}

/**
 * Where a value sits: its field, the record holding it and the field that record sits in, and
 * the nearest kind of record.
 */
type Place = { key?: string; record?: Record<string, unknown>; parent?: string; kind?: string }

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A time of day in the member's own zone (weekly hours, an exception's hours). */
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/

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
      value: words.valueOf(value, { key, kind: key }),
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

  /** The words of a code: a record's status, or a coded field's value. */
  code(value: string, { key, parent, kind }: Place) {
    const words = (message: string) =>
      this.i18n.hasMessage(message) ? this.i18n.t(message) : value
    if (key === 'status' && kind && RECORD_STATUSES[kind]) {
      return words(`data_archive.statuses.${kind}.${value}`)
    }
    // A coded field may also hold free text (an onboarding answer's role): that shows as written.
    const field = [`${parent}.${key}`, key].find((name) => name && CODED_FIELDS[name])
    return field ? words(`data_archive.values.${field}.${value}`) : value
  }

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
      timeStyle: 'long',
      timeZone: this.timeZone,
    })
  }

  valueOf(value: unknown, place: Place = {}): SummaryValue {
    if (value === null || value === undefined || value === '') return this.#empty()
    if (Array.isArray(value)) {
      return value.length
        ? { kind: 'list', items: value.map((item) => this.valueOf(item, place)) }
        : this.#empty()
    }
    if (typeof value === 'object') {
      const record = value as Record<string, unknown>
      const fields = Object.entries(record).map(([key, field]) => ({
        label: this.label(key),
        value: this.valueOf(field, {
          key,
          record,
          parent: place.key,
          kind: RECORD_STATUSES[key] ? key : place.kind,
        }),
      }))
      return fields.length ? { kind: 'fields', fields } : this.#empty()
    }
    if (typeof value === 'boolean') {
      return { kind: 'text', text: this.i18n.t(`data_archive.${value ? 'yes' : 'no'}`) }
    }
    return { kind: 'text', text: this.#text(value as string | number, place) }
  }

  #text(value: string | number, place: Place): string {
    const { key = '', record } = place
    if (typeof value === 'number' && key.endsWith('Cents')) {
      const currency = typeof record?.currency === 'string' ? record.currency : 'EUR'
      return this.i18n.formatCurrency(value / 100, { currency })
    }
    if (typeof value === 'number' && key === 'dayOfWeek') {
      return Info.weekdays('long', { locale: this.i18n.locale })[value - 1] ?? String(value)
    }
    if (typeof value !== 'string') return String(value)
    if (INSTANT.test(value)) return this.instant(value)
    if (DAY.test(value)) {
      return this.i18n.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' })
    }
    if (TIME_OF_DAY.test(value)) {
      return this.i18n.t('data_archive.timeOfDay', {
        time: value.slice(0, 5),
        zone: this.timeZone,
      })
    }
    return this.code(value, place)
  }

  #empty(): SummaryValue {
    return { kind: 'text', text: this.i18n.t('data_archive.none'), empty: true }
  }

  #translated(key: string, fallback: string) {
    return this.i18n.hasMessage(key) ? this.i18n.t(key) : string.sentenceCase(fallback)
  }
}
