import { ConversationReportSchema } from '#database/schema'
import type { ConversationReportReason, ConversationSide } from '#business/messages'
import type { CONVERSATION_REPORT_STATUSES } from '#business/messages'

/** A party's report of a conversation to the team, with a reason, and what the team did. */
export default class ConversationReport extends ConversationReportSchema {
  declare reporterSide: ConversationSide
  declare reason: ConversationReportReason
  declare status: (typeof CONVERSATION_REPORT_STATUSES)[number]
}
