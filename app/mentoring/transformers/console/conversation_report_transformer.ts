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

/** A message of a reported conversation, as the console shows it (its own page only). */
const CONSOLE_MESSAGE = exactly({
  id: INTEGER,
  side: STRING,
  senderName: STRING,
  body: STRING,
  createdAt: DATE_TIME,
})

/** A report of a conversation in the console (the API document's AdminConversationReportsRecord). */
export const consoleConversationReportSchema = exactly(
  {
    id: INTEGER,
    conversationId: INTEGER,
    status: STRING,
    reason: STRING,
    details: nullable(STRING),
    reporterSide: STRING,
    reporterUserId: nullable(INTEGER),
    reporterName: STRING,
    reportedUserId: nullable(INTEGER),
    reportedName: STRING,
    menteeUserId: nullable(INTEGER),
    menteeName: STRING,
    mentorUserId: nullable(INTEGER),
    mentorName: STRING,
    messageCount: INTEGER,
    handledByUserId: nullable(INTEGER),
    handledAt: nullable(DATE_TIME),
    createdAt: DATE_TIME,
  },
  // The conversation's messages, oldest first: only on the report's own page (GET /:id), and
  // every such answer is written to the audit log as a reading (`conversation.read`).
  { messages: nullable(listOf(CONSOLE_MESSAGE)), messagesShown: INTEGER }
)

export type ConsoleConversationMessage = FromSchema<typeof CONSOLE_MESSAGE>

/** A report's row with the parties' names; on its own page, the conversation's messages. */
export type ConsoleConversationReportView = ConsoleRow & {
  messages?: ConsoleConversationMessage[]
}

function nameOf(userId: unknown, firstName: unknown, lastName: unknown) {
  return userId === null || userId === undefined
    ? formerMemberName(readerLocale(DEFAULT_LOCALE))
    : fullName(firstName, lastName)
}

/** A reported conversation as the console's queue shows it (`Data.Mentoring.Console.ConversationReport`). */
export default class ConversationReportTransformer extends BaseTransformer<ConsoleConversationReportView> {
  toObject(): FromSchema<typeof consoleConversationReportSchema> {
    const row = this.resource
    const mentee = nameOf(row.mentee_user_id, row.mentee_first_name, row.mentee_last_name)
    const mentor = nameOf(row.mentor_user_id, row.mentor_first_name, row.mentor_last_name)
    const reporterIsMentee = row.reporter_side === 'mentee'
    return {
      id: Number(row.id),
      conversationId: numberOf(row.conversation_id),
      status: textOf(row.status),
      reason: textOf(row.reason),
      details: textOrNull(row.details),
      reporterSide: textOf(row.reporter_side),
      reporterUserId: numberOrNull(row.reporter_user_id),
      reporterName: reporterIsMentee ? mentee : mentor,
      reportedUserId: numberOrNull(row.reported_user_id),
      reportedName: reporterIsMentee ? mentor : mentee,
      menteeUserId: numberOrNull(row.mentee_user_id),
      menteeName: mentee,
      mentorUserId: numberOrNull(row.mentor_user_id),
      mentorName: mentor,
      messageCount: numberOf(row.message_count),
      handledByUserId: numberOrNull(row.handled_by_user_id),
      handledAt: isoOf(row.handled_at),
      createdAt: instantOf(row.created_at),
      ...(row.messages && { messages: row.messages, messagesShown: row.messages.length }),
    }
  }
}
