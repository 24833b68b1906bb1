import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  isoOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A PRO member's help request in the console (the API document's AdminHelpRequestsRecord). */
export const consoleHelpRequestSchema = exactly({
  id: INTEGER,
  userId: nullable(INTEGER),
  userName: nullable(STRING),
  userEmail: nullable(STRING),
  topic: nullable(STRING),
  subject: nullable(STRING),
  message: nullable(STRING),
  locale: nullable(STRING),
  status: nullable(STRING),
  sentAt: nullable(DATE_TIME),
  createdAt: DATE_TIME,
})

/** A help request with the member who sent it (`Data.Billing.Console.HelpRequest`). */
export default class HelpRequestTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleHelpRequestSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      userId: numberOrNull(row.user_id),
      userName: row.user_id === null ? null : fullName(row.member_first_name, row.member_last_name),
      userEmail: textOrNull(row.member_email),
      topic: textOrNull(row.topic),
      subject: textOrNull(row.subject),
      message: textOrNull(row.message),
      locale: textOrNull(row.locale),
      status: textOrNull(row.status),
      sentAt: isoOf(row.sent_at),
      createdAt: instantOf(row.created_at),
    }
  }
}
