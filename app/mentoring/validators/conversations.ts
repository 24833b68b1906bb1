import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { MAX_RECORD_ID } from '#core/http'
import { paragraphsOfText } from '#core/validators/display_text'
import { formMessages } from '#core/services/form_messages'
import { CONVERSATION_REPORT_REASONS, CONVERSATION_RULES } from '#business/messages'

/** A message's text: trimmed, 1 to 2,000 characters, its line breaks kept (never HTML). */
const messageBody = () =>
  vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(CONVERSATION_RULES.minLength)
    .maxLength(CONVERSATION_RULES.maxLength)

const recordId = () => vine.number().withoutDecimals().min(1).max(MAX_RECORD_ID)

/** POST /api/conversations: the first message to a member (or the next, if they have one). */
export const newConversationValidator = vine.create({
  userId: recordId(),
  body: messageBody(),
})

/** POST /api/conversations/:id/messages */
export const messageValidator = vine.create({ body: messageBody() })

/** GET /api/conversations/:id/messages?before=&after=&limit= (one cursor at most). */
export const historyQueryValidator = vine.create({
  before: recordId().optional(),
  after: vine.number().withoutDecimals().min(0).max(MAX_RECORD_ID).optional(),
  limit: vine.number().withoutDecimals().min(1).max(CONVERSATION_RULES.maxPageSize).optional(),
})

/** POST /api/conversations/:id/read: read up to this message (the newest by default). */
export const readValidator = vine.create({ upTo: recordId().optional() })

/** POST /api/conversations/:id/report: why, and what the team should know. */
export const reportValidator = vine.create({
  reason: vine.enum(CONVERSATION_REPORT_REASONS),
  details: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(CONVERSATION_RULES.reportDetailsMaxLength)
    .optional(),
})

/** GET /messages?page= */
export const summariesQueryValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(MAX_RECORD_ID).optional(),
})

/** Validation messages of the conversations' calls in the viewer's language (see formMessages). */
export function conversationMessages(ctx: HttpContext) {
  return formMessages(ctx, 'conversations')
}
