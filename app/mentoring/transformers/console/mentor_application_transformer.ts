import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, listOf, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  isoOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A mentor application in the console (the API document's AdminMentorApplicationsRecord). */
export const consoleMentorApplicationSchema = exactly({
  id: INTEGER,
  userId: nullable(INTEGER),
  applicantName: nullable(STRING),
  applicantEmail: nullable(STRING),
  applicantLocale: nullable(STRING),
  basis: nullable(STRING),
  profileUrl: nullable(STRING),
  links: nullable(listOf(STRING)),
  motivation: nullable(STRING),
  status: nullable(STRING),
  rejectionReason: nullable(STRING),
  reviewedByUserId: nullable(INTEGER),
  reviewedAt: nullable(DATE_TIME),
  createdAt: DATE_TIME,
})

/**
 * An application with its applicant (`Data.Mentoring.Console.MentorApplication`), as the
 * console's list, its record and the pending mentors page show it.
 */
export default class MentorApplicationTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleMentorApplicationSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      userId: numberOrNull(row.user_id),
      applicantName: fullName(row.first_name, row.last_name),
      applicantEmail: textOrNull(row.email),
      // The language the applicant reads e-mails in: a rejection reason reaches them as typed.
      applicantLocale: textOrNull(row.locale),
      basis: textOrNull(row.basis),
      profileUrl: textOrNull(row.profile_url),
      links: row.links ? String(row.links).split('\n').filter(Boolean) : [],
      motivation: textOrNull(row.motivation),
      status: textOrNull(row.status),
      rejectionReason: textOrNull(row.rejection_reason),
      reviewedByUserId: numberOrNull(row.reviewed_by_user_id),
      reviewedAt: isoOf(row.reviewed_at),
      createdAt: instantOf(row.created_at),
    }
  }
}
