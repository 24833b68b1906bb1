import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DEFAULT_LOCALE } from '#business/app'
import { formerMemberName, readerLocale } from '#accounts/index'
import { DATE_TIME, exactly, INTEGER, listOf, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  isoOf,
  numberOf,
  numberOrNull,
  textOf,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/**
 * One step of the session's history, oldest first: booked, confirmed (by each party), a new
 * time proposed and its answer, cancelled, completed, then the no-show's report, dispute and
 * decision. `by`: the party (or admin, system) who took it; `note`: its reason or note.
 */
const HISTORY_STEP = exactly({
  at: nullable(DATE_TIME),
  event: STRING,
  by: nullable(STRING),
  note: nullable(STRING),
  startsAt: nullable(DATE_TIME),
  endsAt: nullable(DATE_TIME),
})

/** A no-show in the console (the API document's AdminNoShowsRecord). */
export const consoleNoShowSchema = exactly(
  {
    id: INTEGER,
    sessionId: INTEGER,
    status: STRING,
    absentParty: STRING,
    reporterUserId: nullable(INTEGER),
    mentorUserId: nullable(INTEGER),
    mentorName: nullable(STRING),
    menteeUserId: nullable(INTEGER),
    menteeName: nullable(STRING),
    mentorLocale: nullable(STRING),
    menteeLocale: nullable(STRING),
    reportNote: nullable(STRING),
    reportedAt: DATE_TIME,
    disputeNote: nullable(STRING),
    disputedAt: nullable(DATE_TIME),
    decidedByUserId: nullable(INTEGER),
    decidedAt: nullable(DATE_TIME),
    decisionNote: nullable(STRING),
    settledAt: nullable(DATE_TIME),
    sessionStatus: nullable(STRING),
    sessionStartsAt: nullable(DATE_TIME),
    sessionEndsAt: nullable(DATE_TIME),
    entitlement: nullable(STRING),
    entitlementReturnedAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
  },
  // The session's history, in the record's own page only (GET /:id and the decisions).
  { history: nullable(listOf(HISTORY_STEP)) }
)

export type ConsoleHistoryStep = FromSchema<typeof HISTORY_STEP>

/** A no-show's row with the session and the parties' names; on its own page, the history. */
export type ConsoleNoShowView = ConsoleRow & { history?: ConsoleHistoryStep[] }

function partyName(userId: unknown, firstName: unknown, lastName: unknown) {
  return userId === null || userId === undefined
    ? formerMemberName(readerLocale(DEFAULT_LOCALE))
    : fullName(firstName, lastName)
}

/** A no-show as the console's dispute queue shows it (`Data.Scheduling.Console.NoShow`). */
export default class NoShowTransformer extends BaseTransformer<ConsoleNoShowView> {
  toObject(): FromSchema<typeof consoleNoShowSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      sessionId: numberOf(row.session_id),
      status: textOf(row.status),
      absentParty: textOf(row.absent_party),
      reporterUserId: numberOrNull(row.reporter_user_id),
      mentorUserId: numberOrNull(row.mentor_user_id),
      mentorName: partyName(row.mentor_user_id, row.mentor_first_name, row.mentor_last_name),
      menteeUserId: numberOrNull(row.mentee_user_id),
      menteeName: partyName(row.mentee_user_id, row.mentee_first_name, row.mentee_last_name),
      // The languages the parties read e-mails in: a decision note reaches them as typed.
      mentorLocale: textOrNull(row.mentor_locale),
      menteeLocale: textOrNull(row.mentee_locale),
      reportNote: textOrNull(row.report_note),
      reportedAt: instantOf(row.reported_at),
      disputeNote: textOrNull(row.dispute_note),
      disputedAt: isoOf(row.disputed_at),
      decidedByUserId: numberOrNull(row.decided_by_user_id),
      decidedAt: isoOf(row.decided_at),
      decisionNote: textOrNull(row.decision_note),
      settledAt: isoOf(row.settled_at),
      sessionStatus: textOrNull(row.session_status),
      sessionStartsAt: isoOf(row.starts_at),
      sessionEndsAt: isoOf(row.ends_at),
      entitlement: textOrNull(row.entitlement),
      entitlementReturnedAt: isoOf(row.entitlement_returned_at),
      createdAt: instantOf(row.created_at),
      ...(row.history && { history: row.history }),
    }
  }
}
