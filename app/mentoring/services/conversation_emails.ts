import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { CONVERSATION_RULES, CONVERSATION_SIDES, type ConversationSide } from '#business/messages'
import { toDbInstant } from '#database/columns'
import { absoluteUrl } from '#core/mails/localized_mail'
import { membersByIds } from '#accounts/index'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import { ConversationUnreadMail } from '#mentoring/mails/conversation_mail'
import { otherSide } from '#mentoring/services/conversations'
import { partyOf } from '#mentoring/services/conversation_views'

/*
| The e-mail about unread messages. A message sets its recipient's `<side>_email_due_at` (10
| minutes on, or an hour after their last such e-mail); reading clears it. This job (the
| queue's scheduler every minute, or `node ace conversations:email`) takes what is due: it
| claims a conversation's e-mail by clearing the due time with a conditional update, so two
| workers, or a worker and cron, never send it twice. One e-mail covers every message still
| unread and not yet e-mailed, in the recipient's language, unless they turned these e-mails
| off, left, or are suspended (then it is claimed and dropped).
*/

export type EmailRun = { sent: number; skipped: number; failed: number }

function columns(side: ConversationSide) {
  return {
    due: `${side}_email_due_at`,
    emailedAt: `${side}_emailed_at`,
    through: `${side}_emailed_through_id`,
  }
}

/**
 * Claims a conversation's due e-mail to `side` and returns what it covers: the messages from
 * the other side that the recipient has not read, after the last e-mail's. Null when another
 * run claimed it first (or the due time moved away meanwhile).
 */
async function claim(conversationId: number, side: ConversationSide, now: DateTime) {
  const column = columns(side)
  return db.transaction(async (trx) => {
    const at = toDbInstant(now, trx.connectionName)
    const claimed = await trx
      .from('conversations')
      .where('id', conversationId)
      .where(column.due, '<=', at)
      .update({ [column.due]: null, [column.emailedAt]: at })
    if (!Number(Array.isArray(claimed) ? claimed[0] : claimed)) return null
    const conversation = await Conversation.query({ client: trx })
      .where('id', conversationId)
      .firstOrFail()
    const previousThrough =
      side === 'mentee' ? conversation.menteeEmailedThroughId : conversation.mentorEmailedThroughId
    const after = Math.max(conversation.lastReadIdOf(side), previousThrough)
    const messages = await ConversationMessage.query({ client: trx })
      .where('conversationId', conversationId)
      .where('senderSide', otherSide(side))
      .where('id', '>', after)
      .where('id', '<=', conversation.lastMessageId)
      .orderBy('id')
    await trx
      .from('conversations')
      .where('id', conversationId)
      .update({ [column.through]: conversation.lastMessageId })
    return { conversation, messages, previousThrough }
  })
}

/** The claim given back when the e-mail could not be queued: the next run tries again. */
async function release(conversationId: number, side: ConversationSide, previousThrough: number) {
  const column = columns(side)
  await db
    .from('conversations')
    .where('id', conversationId)
    .whereNull(column.due)
    .update({
      [column.due]: toDbInstant(DateTime.utc()),
      [column.emailedAt]: null,
      [column.through]: previousThrough,
    })
}

function excerpt(text: string) {
  const max = CONVERSATION_RULES.emailExcerptLength
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

async function sendOne(conversationId: number, side: ConversationSide, now: DateTime) {
  const claimed = await claim(conversationId, side, now)
  if (!claimed) return 'skipped' as const
  const { conversation, messages, previousThrough } = claimed
  const recipientId = conversation.userIdOn(side)
  const senderId = conversation.userIdOn(otherSide(side))
  const people = await membersByIds([recipientId, senderId].flatMap((id) => id ?? []))
  const recipient = recipientId === null ? null : people.get(recipientId)
  if (!recipient || recipient.isSuspended || !recipient.acceptsMessages || !messages.length) {
    return 'skipped' as const
  }
  const sender = partyOf(
    senderId === null ? null : (people.get(senderId) ?? null),
    otherSide(side),
    recipient.locale
  )
  const shown = messages.slice(0, CONVERSATION_RULES.emailMaxMessages)
  try {
    await mail.sendLater(
      new ConversationUnreadMail(
        {
          email: recipient.email,
          name: recipient.fullName,
          locale: recipient.locale,
          greetingName: recipient.firstName,
        },
        {
          senderName: sender.name,
          count: messages.length,
          messages: shown.map((message) => ({
            at: message.createdAt
              .setZone(recipient.timezone)
              .setLocale(recipient.locale)
              .toLocaleString(DateTime.DATETIME_MED),
            text: excerpt(message.body),
          })),
          conversationUrl: absoluteUrl(
            urlFor('mentoring.conversations.show', { id: conversation.id })
          ),
        }
      )
    )
    return 'sent' as const
  } catch (error) {
    logger.error({ err: error, conversationId, side }, 'could not queue a conversation e-mail')
    await release(conversationId, side, previousThrough)
    return 'failed' as const
  }
}

/** Sends the e-mails that are due (at most CONVERSATION_RULES.emailBatch per side and run). */
export async function sendDueConversationEmails(now: DateTime = DateTime.utc()): Promise<EmailRun> {
  const run: EmailRun = { sent: 0, skipped: 0, failed: 0 }
  for (const side of CONVERSATION_SIDES) {
    const column = columns(side)
    const due: { id: number }[] = await db
      .from('conversations')
      .where(column.due, '<=', toDbInstant(now))
      .orderBy(column.due)
      .limit(CONVERSATION_RULES.emailBatch)
      .select('id')
    for (const row of due) {
      run[await sendOne(Number(row.id), side, now)] += 1
    }
  }
  return run
}
