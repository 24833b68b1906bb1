import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import type User from '#accounts/models/user'
import Conversation from '#mentoring/models/conversation'
import { CONVERSATION_RULES } from '#business/messages'
import { sendDueConversationEmails } from '#mentoring/services/conversation_emails'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { MailCapture } from '#tests/helpers/mail_capture'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { deliveredByWorker } from '#tests/helpers/queue_worker'
import { expectStatus } from '#tests/helpers/sessions'

/*
| The e-mail about unread messages: a message unread for 10 minutes e-mails its recipient once
| (every message still unread in one e-mail), in their language, unless they turned it off;
| never more than one per conversation an hour; claimed, so two runs at once send it once.
| The job is run with the instant it would run at.
*/

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')
const DELAY = { minutes: CONVERSATION_RULES.unreadEmailAfterMinutes }
const SPACING = { minutes: CONVERSATION_RULES.emailEveryMinutes }

function write(client: ApiClient, sender: User, to: User, body: string) {
  return client
    .post('/api/conversations')
    .withCsrfToken()
    .json({ userId: to.id, body })
    .loginAs(sender)
}

async function givenPair(mentorLocale: 'en' | 'it' = 'it') {
  const { user: mentor } = await givenMentor({ firstName: 'Chiara', lastName: 'Esposito' })
  mentor.locale = mentorLocale
  await mentor.save()
  const mentee = await givenUser({ firstName: 'Giulia', lastName: 'Rossi' })
  return { mentor, mentee }
}

/** Moves the conversation's clock back, as if its messages had been written `minutes` ago. */
async function writtenAgo(conversationId: number, minutes: number) {
  const conversation = await Conversation.findOrFail(conversationId)
  for (const side of ['menteeEmailDueAt', 'mentorEmailDueAt'] as const) {
    if (conversation[side]) conversation[side] = conversation[side]!.minus({ minutes })
  }
  await conversation.save()
}

test.group('Conversations | e-mails about unread messages', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test("unread for 10 minutes: one e-mail with every waiting message, in the recipient's language; never twice", async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair('it')
    const first = await write(client, mentee, mentor, 'Hello Chiara, may I ask about pricing?')
    const id = first.body().conversation.id
    await write(client, mentee, mentor, 'And about our <b>first</b> hire.\nThanks!')
    const now = DateTime.utc()

    await sendDueConversationEmails(now.plus(DELAY).minus({ seconds: 30 }))
    assert.lengthOf(mails.queuedTo(mentor.email), 0, 'not before 10 minutes')

    const run = await sendDueConversationEmails(now.plus(DELAY).plus({ seconds: 5 }))
    assert.isAtLeast(run.sent, 1)
    const [sent] = mails.queuedTo(mentor.email)
    const message = sent.toJSON().message
    assert.equal(message.subject, '2 nuovi messaggi da Giulia R.')
    const contents = MailCapture.contents(sent)
    assert.include(contents, 'Hello Chiara, may I ask about pricing?')
    assert.include(contents, `${APP_URL}/messages/${id}`)
    assert.include(contents, 'impostazioni delle notifiche')
    // Nobody's address but the recipient's; the sender by first name and last initial.
    assert.notInclude(contents, mentee.email)
    assert.notInclude(contents, 'Rossi')
    // The mentee wrote; they are e-mailed nothing.
    assert.lengthOf(mails.queuedTo(mentee.email), 0)

    // Run again (or by another worker): nothing more.
    await sendDueConversationEmails(now.plus(DELAY).plus({ minutes: 5 }))
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
  })

  test('at most one e-mail per conversation an hour; reading first sends none', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair('en')
    const opened = await write(client, mentee, mentor, 'First question')
    const id = opened.body().conversation.id
    await writtenAgo(id, CONVERSATION_RULES.unreadEmailAfterMinutes)
    await sendDueConversationEmails()
    assert.deepEqual(mails.subjectsTo(mentor.email), ['New message from Giulia R.'])
    const { mentorEmailedAt } = await Conversation.findOrFail(id)
    const emailedAt = mentorEmailedAt!

    // Another message soon after: due an hour after the last e-mail, not 10 minutes after it.
    await write(client, mentee, mentor, 'Second question')
    const { mentorEmailDueAt } = await Conversation.findOrFail(id)
    const due = mentorEmailDueAt!
    assert.isAtLeast(due.toMillis(), emailedAt.plus(SPACING).toMillis() - 1000)
    await sendDueConversationEmails(DateTime.utc().plus(DELAY).plus({ minutes: 1 }))
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    await sendDueConversationEmails(emailedAt.plus(SPACING).plus({ minutes: 1 }))
    // The second e-mail names only what it has not told before.
    const subjects = mails.subjectsTo(mentor.email)
    assert.deepEqual(subjects, ['New message from Giulia R.', 'New message from Giulia R.'])
    assert.include(MailCapture.contents(mails.queuedTo(mentor.email)[1]), 'Second question')
    assert.notInclude(MailCapture.contents(mails.queuedTo(mentor.email)[1]), 'First question')

    // The mentor answers; the mentee reads it before 10 minutes: no e-mail.
    const answer = await client
      .post(`/api/conversations/${id}/messages`)
      .withCsrfToken()
      .json({ body: 'Happy to help' })
      .loginAs(mentor)
    answer.assertStatus(201)
    await expectStatus(client.get(`/messages/${id}`).loginAs(mentee), 200)
    await sendDueConversationEmails(DateTime.utc().plus(DELAY).plus({ minutes: 1 }))
    assert.lengthOf(mails.queuedTo(mentee.email), 0)
  })

  test('a recipient who turned these e-mails off, or blocked the sender, gets none', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair('en')
    mentor.emailMessages = false
    await mentor.save()
    await write(client, mentee, mentor, 'Hello there')
    const { mentor: other } = await givenPair('en')
    const opened = await write(client, mentee, other, 'Hello other')
    await expectStatus(
      client
        .post(`/api/conversations/${opened.body().conversation.id}/block`)
        .withCsrfToken()
        .loginAs(other),
      200
    )

    await sendDueConversationEmails(DateTime.utc().plus(DELAY).plus({ minutes: 1 }))
    assert.lengthOf(mails.queuedTo(mentor.email), 0)
    assert.lengthOf(mails.queuedTo(other.email), 0)
  })

  test('two runs at once send each e-mail once', async ({ client, assert }) => {
    const { mentor, mentee } = await givenPair('en')
    await write(client, mentee, mentor, 'Hello there')
    const at = DateTime.utc().plus(DELAY).plus({ minutes: 1 })
    await Promise.all([
      sendDueConversationEmails(at),
      sendDueConversationEmails(at),
      sendDueConversationEmails(at),
    ])
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
  })
})

test.group('Conversations | the e-mail through the real queue', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })

  test('delivered from the platform, the text escaped, neither address, a link to the conversation', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair('it')
    const body =
      'Hello Chiara,\nI am building a B2B fintech <b>and</b> would love your advice: https://example.com/deck'
    const opened = await write(client, mentee, mentor, body)
    opened.assertStatus(201)
    const id = opened.body().conversation.id
    await writtenAgo(id, CONVERSATION_RULES.unreadEmailAfterMinutes)
    await sendDueConversationEmails()

    const [received] = await deliveredByWorker(smtp, (message) => message.to.includes(mentor.email))
    assert.deepEqual(received.to, [mentor.email])
    assert.equal(received.from, env.get('MAIL_FROM_ADDRESS'))
    assert.notProperty(received.headers, 'reply-to')
    assert.equal(received.subject, 'Nuovo messaggio da Giulia R.')
    assert.include(received.text, 'Ciao Chiara,')
    assert.include(received.text, body)
    assert.include(received.html, '<html lang="it"')
    assert.include(received.html, 'I am building a B2B fintech &lt;b&gt;and&lt;/b&gt; would love')
    assert.include(received.text, `${APP_URL}/messages/${id}`)
    const everythingButTo = received.raw.replace(/^To:.*$/im, '')
    for (const secret of [mentee.email, mentor.email, 'Rossi']) {
      assert.notInclude(everythingButTo, secret)
    }
  }).timeout(60_000)
})
