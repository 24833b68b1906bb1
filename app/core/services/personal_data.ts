import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Members' data rights (GDPR articles 15, 17 and 20) and retention, module by
| module. Core cannot know what the modules keep, so each module that owns
| tables registers its part when the app starts (from its provider): the
| tables it answers for, what it puts in the member's archive, what it removes
| when the member leaves, and how long it keeps what it keeps. Accounts runs
| the export and the deletion over every part (`#accounts/services/data_export`,
| `account_deletion`); core's retention job runs every rule.
|
| A table is either named by one part's `tables` (it holds members' personal
| data: that part exports and erases it) or by one part's `impersonal`, with
| why; a functional test fails on any other table.
*/

/** The member whose data is exported or erased, as they were before any part ran. */
export type DataSubject = {
  id: number
  email: string
  firstName: string
  lastName: string
  role: string
  locale: string
}

/**
 * Who removes the account: the member themselves, an admin of the console, or the retention job
 * (a sign-up never verified).
 */
export type Leaver = { by: 'self' } | { by: 'admin'; adminId: number } | { by: 'retention' }

export type PersonalDataPart = {
  /** The module answering (`accounts`, `mentoring`, ...): a section of the archive each. */
  module: string
  /** Its tables holding members' personal data, which `export` and `erase` cover. */
  tables: readonly string[]
  /** Its tables holding nothing personal, each with why. */
  impersonal?: Readonly<Record<string, string>>
  /**
   * The member's data as the product shows it to them (their side of it only): plain JSON,
   * camelCase keys, one entry per kind of record (`sessions`, `invoices`...).
   */
  export(subject: DataSubject): Promise<Record<string, unknown>>
  /**
   * What must happen while the account still exists, before any data goes: a subscription
   * stopped at the payment provider, upcoming sessions cancelled with the other party told.
   * Outside the deletion's transaction (it may call outside services and queue e-mails).
   */
  leave?(subject: DataSubject, leaver: Leaver): Promise<void>
  /**
   * Removes the member's personal data from the part's tables, or anonymises what must stay for
   * someone else (the other party's history, the books), in the deletion's transaction, before
   * accounts deletes the user's row.
   */
  erase(subject: DataSubject, trx: TransactionClientContract): Promise<void>
}

/** A retention rule: what is kept, for how long, and the job's removal of what is older. */
export type RetentionRule = {
  module: string
  /** What the rule removes, in words for the README and the job's log ("expired tokens"). */
  what: string
  /** For how long, in words ("7 days after expiry"). */
  keptFor: string
  /** Removes what is past its time at `now`; answers how many records (or files) went. */
  run(now: DateTime): Promise<number>
}

const parts: PersonalDataPart[] = []
const rules: RetentionRule[] = []

/** A module's part of members' data; registered once, from its provider. */
export function registerPersonalData(part: PersonalDataPart) {
  if (parts.some(({ module }) => module === part.module)) {
    throw new Error(`Personal data of ${part.module} registered twice`)
  }
  parts.push(part)
}

export function personalDataParts(): readonly PersonalDataPart[] {
  return parts
}

/** A module's retention rules; registered once, from its provider. */
export function registerRetention(...moduleRules: RetentionRule[]) {
  rules.push(...moduleRules)
}

export function retentionRules(): readonly RetentionRule[] {
  return rules
}

/** A value as the archive holds it: dates as ISO strings (UTC), the rest as it is. */
function exportedValue(value: unknown): unknown {
  if (DateTime.isDateTime(value)) return value.toUTC().toISO()
  if (value instanceof Date) return value.toISOString()
  return value
}

/** The chosen fields of a record for the member's archive (camelCase, as the models name them). */
export function exportedFields<Row extends object, Field extends keyof Row & string>(
  row: Row,
  fields: readonly Field[]
): Record<Field, unknown> {
  return Object.fromEntries(fields.map((field) => [field, exportedValue(row[field])])) as Record<
    Field,
    unknown
  >
}
