import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  CONVERSATION_SIDES,
} from '#business/messages'

/**
 * Conversations (mentoring's): one per mentee-mentor pair, its messages and the reports members
 * file with the team. Read state, the unread e-mail's schedule and a block are kept per side on
 * the conversation row:
 *
 * - `<side>_last_read_id`: the last message that side has read (their own messages count as
 *   read), so a side has unread messages while `last_message_id` is greater;
 * - `<side>_email_due_at`: when the e-mail about that side's unread messages is due (10 minutes
 *   after the first one, never within an hour of the last e-mail), cleared by reading; the
 *   scheduled job claims it with a conditional update, so two workers never send it twice;
 *   `<side>_emailed_through_id` is the last message an e-mail covered;
 * - `<side>_blocked_at`: that side blocked the other (no new messages either way).
 *
 * A party who deletes their account leaves the conversation to the other (their id set to NULL,
 * shown as a former member); the sender of a message is its side, so it stays readable.
 *
 * The messages members sent mentors by e-mail before (`mentor_messages`, one way, no replies)
 * become conversations: the sender in the mentee's seat, the messages read on both sides (the
 * mentor had them by e-mail) and none to e-mail again. The table then goes: keeping it beside
 * the conversations would leave two histories of the same messages to export, erase and show.
 * Rolling back recreates it with the messages sent from the mentee's seat (the replies have no
 * place in it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('conversations', (table) => {
      table.increments('id').notNullable()
      for (const side of CONVERSATION_SIDES) {
        table
          .integer(`${side}_user_id`)
          .unsigned()
          .nullable()
          .references('id')
          .inTable('users')
          .onDelete('SET NULL')
      }
      table.integer('last_message_id').notNullable().defaultTo(0)
      table.timestamp('last_message_at', { useTz: true }).nullable()
      for (const side of CONVERSATION_SIDES) {
        table.integer(`${side}_last_read_id`).notNullable().defaultTo(0)
        table.timestamp(`${side}_email_due_at`, { useTz: true }).nullable()
        table.timestamp(`${side}_emailed_at`, { useTz: true }).nullable()
        table.integer(`${side}_emailed_through_id`).notNullable().defaultTo(0)
        table.timestamp(`${side}_blocked_at`, { useTz: true }).nullable()
      }
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      // One per pair (a NULL, a former member, is distinct from every other).
      table.unique(['mentee_user_id', 'mentor_user_id'])
      // Each side's Messages page (latest first) and unread count.
      table.index(['mentee_user_id', 'last_message_at'])
      table.index(['mentor_user_id', 'last_message_at'])
      // The e-mail job's due work.
      table.index(['mentee_email_due_at'])
      table.index(['mentor_email_due_at'])
    })

    this.schema.createTable('conversation_messages', (table) => {
      table.increments('id').notNullable()
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      table.enum('sender_side', CONVERSATION_SIDES).notNullable()
      table.text('body').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      // A conversation's pages, by id.
      table.index(['conversation_id', 'id'])
      // The console's message counts per day.
      table.index(['created_at'])
    })

    this.schema.createTable('conversation_reports', (table) => {
      table.increments('id').notNullable()
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('conversations')
        .onDelete('CASCADE')
      table.enum('reporter_side', CONVERSATION_SIDES).notNullable()
      for (const column of ['reporter_user_id', 'reported_user_id', 'handled_by_user_id']) {
        table
          .integer(column)
          .unsigned()
          .nullable()
          .references('id')
          .inTable('users')
          .onDelete('SET NULL')
      }
      table.enum('reason', CONVERSATION_REPORT_REASONS).notNullable()
      table.text('details').nullable()
      table.enum('status', CONVERSATION_REPORT_STATUSES).notNullable()
      table.timestamp('handled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      // The console's queue (open reports, oldest first).
      table.index(['status', 'created_at'])
      table.index(['conversation_id'])
    })
    // One open report per side of a conversation: a second report at once cannot both land.
    this.schema.raw(
      `create unique index conversation_reports_one_open on conversation_reports
       (conversation_id, reporter_side) where status = 'open'`
    )

    this.defer(async (db) => {
      await moveMentorMessages(db)
    })
    this.schema.dropTable('mentor_messages')
  }

  async down() {
    // As 0027 left it: either party may be a former member (NULL).
    this.schema.createTable('mentor_messages', (table) => {
      table.increments('id').notNullable()
      for (const column of ['sender_user_id', 'mentor_user_id']) {
        table
          .integer(column)
          .unsigned()
          .nullable()
          .references('id')
          .inTable('users')
          .onDelete('SET NULL')
      }
      table.text('body').notNullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['sender_user_id', 'created_at'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `insert into mentor_messages (sender_user_id, mentor_user_id, body, sent_at, created_at)
         select c.mentee_user_id, c.mentor_user_id, m.body, m.created_at, m.created_at
         from conversation_messages m
         join conversations c on c.id = m.conversation_id
         where m.sender_side = 'mentee'
           and (c.mentee_user_id is not null or c.mentor_user_id is not null)
         order by m.id`
      )
    })
    this.schema.dropTable('conversation_reports')
    this.schema.dropTable('conversation_messages')
    this.schema.dropTable('conversations')
  }
}

type OldMessage = {
  id: number
  sender_user_id: number | null
  mentor_user_id: number | null
  body: string
  created_at: unknown
}

/**
 * The relayed messages as conversations: one per sender and mentor; a message whose sender or
 * mentor has left is a conversation of its own (two former members are not one person).
 */
async function moveMentorMessages(db: QueryClientContract) {
  const rows: OldMessage[] = await db
    .from('mentor_messages')
    .where((either) => either.whereNotNull('sender_user_id').orWhereNotNull('mentor_user_id'))
    .orderBy('id')
    .select('id', 'sender_user_id', 'mentor_user_id', 'body', 'created_at')
  const pairs = new Map<string, OldMessage[]>()
  for (const row of rows) {
    const key =
      row.sender_user_id === null || row.mentor_user_id === null
        ? `alone:${row.id}`
        : `${row.sender_user_id}:${row.mentor_user_id}`
    pairs.set(key, [...(pairs.get(key) ?? []), row])
  }
  for (const messages of pairs.values()) {
    const [first] = messages
    const last = messages[messages.length - 1]
    const [conversation] = await db
      .table('conversations')
      .insert({
        mentee_user_id: first.sender_user_id,
        mentor_user_id: first.mentor_user_id,
        created_at: first.created_at,
        updated_at: last.created_at,
      })
      .returning('id')
    const conversationId = Number(typeof conversation === 'object' ? conversation.id : conversation)
    let lastId = 0
    for (const message of messages) {
      const [inserted] = await db
        .table('conversation_messages')
        .insert({
          conversation_id: conversationId,
          sender_side: 'mentee',
          body: message.body,
          created_at: message.created_at,
        })
        .returning('id')
      lastId = Number(typeof inserted === 'object' ? inserted.id : inserted)
    }
    await db.from('conversations').where('id', conversationId).update({
      last_message_id: lastId,
      last_message_at: last.created_at,
      mentee_last_read_id: lastId,
      mentor_last_read_id: lastId,
      mentee_emailed_through_id: lastId,
      mentor_emailed_through_id: lastId,
    })
  }
}
