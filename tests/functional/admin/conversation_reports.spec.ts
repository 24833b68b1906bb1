import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import ConversationReport from '#mentoring/models/conversation_report'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { MailCapture } from '#tests/helpers/mail_capture'

/*
| The console's reported conversations: admins read a conversation only once it is reported,
| only on the report's own page, and each reading is in the audit log; the queue is the open
| reports, oldest first; a report is dismissed, or the reported member suspended.
*/

const API = '/api/admin/conversation-reports'

async function givenReportedConversation(client: ApiClient, tag: string) {
  const { user: mentor } = await givenMentor({ firstName: 'Chiara', lastName: `Esposito${tag}` })
  const mentee = await givenUser({ firstName: 'Giulia', lastName: `Rossi${tag}` })
  const opened = await client
    .post('/api/conversations')
    .withCsrfToken()
    .json({ userId: mentor.id, body: `Hello from ${tag}` })
    .loginAs(mentee)
  opened.assertStatus(201)
  const id = opened.body().conversation.id as number
  const answer = await client
    .post(`/api/conversations/${id}/messages`)
    .withCsrfToken()
    .json({ body: `Give me your phone number ${tag}` })
    .loginAs(mentor)
  answer.assertStatus(201)
  const reported = await client
    .post(`/api/conversations/${id}/report`)
    .withCsrfToken()
    .json({ reason: 'harassment', details: `Keeps asking ${tag}` })
    .loginAs(mentee)
  reported.assertStatus(201)
  const report = await ConversationReport.findByOrFail('conversationId', id)
  return { mentor, mentee, conversationId: id, reportId: report.id }
}

test.group('Admin REST | reported conversations', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the queue lists reports without a message; the report's page shows the conversation, each reading audited", async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const world = await givenReportedConversation(client, 'queue')
    // A conversation nobody reported is not in the console at all.
    const { user: quiet } = await givenMentor()
    const unreported = await client
      .post('/api/conversations')
      .withCsrfToken()
      .json({ userId: quiet.id, body: 'Nobody reports this one' })
      .loginAs(world.mentee)
    unreported.assertStatus(201)

    const list = await client
      .get(API)
      .qs({ filter: JSON.stringify({ status: 'open', q: 'Rossiqueue' }) })
      .loginAs(admin)
    list.assertStatus(200)
    assert.deepEqual(
      list
        .body()
        .map((row: any) => [
          row.id,
          row.reason,
          row.reporterName,
          row.reportedName,
          row.reportedUserId,
          row.messageCount,
        ]),
      [
        [
          world.reportId,
          'harassment',
          'Giulia Rossiqueue',
          'Chiara Espositoqueue',
          world.mentor.id,
          2,
        ],
      ]
    )
    assert.notInclude(list.text(), 'Give me your phone number')
    const readingsOf = () =>
      AuditLog.query()
        .where('action', 'conversation.read')
        .where('entityType', 'conversation')
        .where('entityId', String(world.conversationId))
    assert.lengthOf(await readingsOf(), 0, 'listing is not reading')

    for (let reading = 1; reading <= 2; reading++) {
      const shown = await client.get(`${API}/${world.reportId}`).loginAs(admin)
      shown.assertStatus(200)
      assert.deepEqual(
        shown
          .body()
          .messages.map((message: any) => [message.side, message.senderName, message.body]),
        [
          ['mentee', 'Giulia Rossiqueue', 'Hello from queue'],
          ['mentor', 'Chiara Espositoqueue', 'Give me your phone number queue'],
        ]
      )
      const readings = await readingsOf()
      assert.lengthOf(readings, reading)
      assert.equal(readings[0].actorUserId, admin.id)
      assert.deepEqual(readings[0].after, { reportId: world.reportId, messagesShown: 2 })
    }
    assert.notInclude(
      JSON.stringify(await AuditLog.query().where('entityType', 'conversation')),
      'phone number'
    )

    // Non-admins never reach the console's API.
    const member = await client.get(`${API}/${world.reportId}`).loginAs(world.mentee)
    member.assertStatus(403)
  })

  test('dismissing settles the report once; suspending the reported member signs them out and settles it', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const first = await givenReportedConversation(client, 'dismiss')
    const dismissed = await client
      .post(`${API}/${first.reportId}/dismiss`)
      .withCsrfToken()
      .loginAs(admin)
    dismissed.assertStatus(200)
    assert.equal(dismissed.body().status, 'dismissed')
    assert.equal(dismissed.body().handledByUserId, admin.id)
    const twice = await client
      .post(`${API}/${first.reportId}/dismiss`)
      .withCsrfToken()
      .loginAs(admin)
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'This report is no longer waiting: it was already handled.')

    const second = await givenReportedConversation(client, 'suspend')
    const suspended = await client
      .post(`${API}/${second.reportId}/suspend`)
      .withCsrfToken()
      .loginAs(admin)
    suspended.assertStatus(200)
    assert.equal(suspended.body().status, 'actioned')
    const reported = await User.findOrFail(second.mentor.id)
    assert.equal(reported.status, 'suspended')
    const reporter = await User.findOrFail(second.mentee.id)
    assert.equal(reporter.status, 'active')

    const actions = await AuditLog.query()
      .whereIn('entityType', ['conversation_report', 'user'])
      .whereIn('entityId', [
        String(first.reportId),
        String(second.reportId),
        String(second.mentor.id),
      ])
      .orderBy('id')
    assert.deepEqual(
      actions.map((entry) => [entry.action, entry.entityId]),
      [
        ['conversation_report.dismiss', String(first.reportId)],
        ['user.suspend', String(second.mentor.id)],
        ['conversation_report.suspend', String(second.reportId)],
      ]
    )
    // The suspended member's session no longer signs them in.
    const locked = await client.get('/api/conversations/unread').loginAs(reported)
    locked.assertStatus(403)
  })
})
