import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DEFAULT_LOCALE } from '#business/app'
import { formerMemberName, readerLocale } from '#accounts/index'
import {
  BOOLEAN,
  DATE_TIME,
  exactly,
  INTEGER,
  listOf,
  nullable,
  STRING,
} from '#core/services/schema_parts'
import {
  boolOf,
  fullName,
  instantOf,
  isoOf,
  numberOf,
  numberOrNull,
  textOf,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** One side's feedback on a session: private texts included, they are written for the team. */
const FEEDBACK = exactly({
  authorUserId: nullable(INTEGER),
  authorRole: STRING,
  overallRating: INTEGER,
  communicationRating: nullable(INTEGER),
  knowledgeRating: nullable(INTEGER),
  wouldRecommend: nullable(BOOLEAN),
  publicText: nullable(STRING),
  privateText: nullable(STRING),
})

/** A session in the console (the API document's AdminSessionsRecord). */
export const consoleSessionSchema = exactly(
  {
    id: INTEGER,
    mentorUserId: nullable(INTEGER),
    mentorName: nullable(STRING),
    menteeUserId: nullable(INTEGER),
    menteeName: nullable(STRING),
    mentorLocale: nullable(STRING),
    menteeLocale: nullable(STRING),
    startsAt: nullable(DATE_TIME),
    endsAt: nullable(DATE_TIME),
    durationMinutes: nullable(INTEGER),
    status: nullable(STRING),
    communicationTool: nullable(STRING),
    isFreeCall: nullable(BOOLEAN),
    entitlement: nullable(STRING),
    objective: nullable(STRING),
    problem: nullable(STRING),
    desiredOutcome: nullable(STRING),
    meetingLink: nullable(STRING),
    cancelReason: nullable(STRING),
    cancelledByUserId: nullable(INTEGER),
    cancelledAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
    /** The no-show the session carries (its record in no-shows), or null. */
    noShowId: nullable(INTEGER),
    noShowStatus: nullable(STRING),
    noShowAbsentParty: nullable(STRING),
    /** The follow-through: when the mentor confirmed, was nudged, and each e-mail went out. */
    mentorConfirmedAt: nullable(DATE_TIME),
    nudgeSentAt: nullable(DATE_TIME),
    reminderSentAt: nullable(DATE_TIME),
    finalReminderSentAt: nullable(DATE_TIME),
    feedbackRequestedAt: nullable(DATE_TIME),
  },
  // The feedback of both sides, in the record's own page only (GET /:id and the changes).
  { feedback: nullable(listOf(FEEDBACK)) }
)

/** A session's row with the parties' names, and on its own page the feedback rows. */
export type ConsoleSessionView = ConsoleRow & { feedback?: ConsoleRow[] }

/** A party's name, or "Former member" (in the console's language) once their account is deleted. */
function partyName(userId: unknown, firstName: unknown, lastName: unknown) {
  return userId === null || userId === undefined
    ? formerMemberName(readerLocale(DEFAULT_LOCALE))
    : fullName(firstName, lastName)
}

function feedbackOf(row: ConsoleRow): FromSchema<typeof FEEDBACK> {
  return {
    authorUserId: numberOrNull(row.author_user_id),
    authorRole: textOf(row.author_role),
    overallRating: numberOf(row.overall_rating),
    communicationRating: numberOrNull(row.communication_rating),
    knowledgeRating: numberOrNull(row.knowledge_rating),
    wouldRecommend: row.would_recommend === null ? null : boolOf(row.would_recommend),
    publicText: textOrNull(row.public_text),
    privateText: textOrNull(row.private_text),
  }
}

/** A session as the console's sessions resource shows it (`Data.Scheduling.Console.Session`). */
export default class SessionTransformer extends BaseTransformer<ConsoleSessionView> {
  toObject(): FromSchema<typeof consoleSessionSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      mentorUserId: numberOrNull(row.mentor_user_id),
      mentorName: partyName(row.mentor_user_id, row.mentor_first_name, row.mentor_last_name),
      menteeUserId: numberOrNull(row.mentee_user_id),
      menteeName: partyName(row.mentee_user_id, row.mentee_first_name, row.mentee_last_name),
      // The languages the parties read e-mails in: a cancel reason reaches them as typed.
      mentorLocale: textOrNull(row.mentor_locale),
      menteeLocale: textOrNull(row.mentee_locale),
      startsAt: isoOf(row.starts_at),
      endsAt: isoOf(row.ends_at),
      durationMinutes: numberOf(row.duration_minutes),
      status: textOrNull(row.status),
      communicationTool: textOrNull(row.communication_tool),
      isFreeCall: boolOf(row.is_free_call),
      entitlement: textOrNull(row.entitlement),
      objective: textOrNull(row.objective),
      problem: textOrNull(row.problem),
      desiredOutcome: textOrNull(row.desired_outcome),
      meetingLink: textOrNull(row.meeting_link),
      cancelReason: textOrNull(row.cancel_reason),
      cancelledByUserId: numberOrNull(row.cancelled_by_user_id),
      cancelledAt: isoOf(row.cancelled_at),
      createdAt: instantOf(row.created_at),
      noShowId: numberOrNull(row.no_show_id),
      noShowStatus: textOrNull(row.no_show_status),
      noShowAbsentParty: textOrNull(row.no_show_absent_party),
      mentorConfirmedAt: isoOf(row.mentor_confirmed_at),
      nudgeSentAt: isoOf(row.nudge_sent_at),
      reminderSentAt: isoOf(row.reminder_sent_at),
      finalReminderSentAt: isoOf(row.final_reminder_sent_at),
      feedbackRequestedAt: isoOf(row.feedback_requested_at),
      ...(row.feedback && { feedback: row.feedback.map(feedbackOf) }),
    }
  }
}
