import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#accounts/models/user'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import ConversationReport from '#mentoring/models/conversation_report'
import { CONVERSATION_RULES } from '#business/messages'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { expectStatus, givenSession } from '#tests/helpers/sessions'
import { pageFrom } from '#tests/helpers/inertia'

/*
| Conversations (issue 34): one per mentee-mentor pair, opened by a mentee with a listed mentor
| (or by either party of a session), messages of 1 to 2,000 characters, read state per side,
| blocks and reports, the limits per account, and privacy: only the two parties ever read one.
*/

type Locale = 'en' | 'it'

function write(client: ApiClient, sender: User, to: User, body: unknown, locale: Locale = 'en') {
  return client
    .post('/api/conversations')
    .withCsrfToken()
    .header('accept-language', locale)
    .json({ userId: to.id, body })
    .loginAs(sender)
}

function reply(client: ApiClient, sender: User, id: number, body: unknown, locale: Locale = 'en') {
  return client
    .post(`/api/conversations/${id}/messages`)
    .withCsrfToken()
    .header('accept-language', locale)
    .json({ body })
    .loginAs(sender)
}

async function propsOf(client: ApiClient, path: string, viewer: User) {
  const response = await client.get(path).loginAs(viewer)
  response.assertStatus(200)
  return pageFrom(response.text()).props
}

async function unreadOf(client: ApiClient, member: User) {
  const response = await client.get('/api/conversations/unread').loginAs(member)
  response.assertStatus(200)
  return response.body().unreadConversations as number
}

async function givenPair() {
  const { user: mentor } = await givenMentor({ firstName: 'Chiara', lastName: 'Esposito' })
  const mentee = await givenUser({ firstName: 'Giulia', lastName: 'Rossi' })
  return { mentor, mentee }
}

async function givenConversation(client: ApiClient) {
  const { mentor, mentee } = await givenPair()
  const opened = await write(client, mentee, mentor, 'Hello Chiara, may I ask about pricing?')
  opened.assertStatus(201)
  return { mentor, mentee, id: opened.body().conversation.id as number }
}

test.group('Conversations | writing and reading', () => {
  test('a mentee opens a conversation from the mentor\'s "Message"; the mentor reads and answers it; unread state per side', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair()

    // Before the first message: the page to write it, no conversation yet.
    const fresh = await propsOf(client, `/messages/with/${mentor.id}`, mentee)
    assert.isNull(fresh.conversation.id)
    assert.equal(fresh.conversation.mySide, 'mentee')
    assert.equal(fresh.conversation.other.name, 'Chiara Esposito')
    assert.deepEqual(fresh.history, [])
    assert.lengthOf(await Conversation.query().where('menteeUserId', mentee.id), 0)

    const body =
      'Hello Chiara,\nI sell to retailers: <b>how</b> would you price https://example.com/plan?'
    const opened = await write(client, mentee, mentor, `  ${body}\n`)
    opened.assertStatus(201)
    const { conversation, message } = opened.body()
    assert.equal(conversation.mySide, 'mentee')
    assert.deepEqual(
      { mine: message.mine, body: message.body },
      // Trimmed; line breaks and the text as written (never HTML) kept.
      { mine: true, body }
    )

    // The way in now leads to it; a second first message goes into the same conversation.
    const again = await client.get(`/messages/with/${mentor.id}`).loginAs(mentee).redirects(0)
    assert.equal(again.header('location'), `/messages/${conversation.id}`)
    const second = await write(client, mentee, mentor, 'And one more thing.')
    second.assertStatus(201)
    assert.equal(second.body().conversation.id, conversation.id)
    assert.lengthOf(await Conversation.query().where('menteeUserId', mentee.id), 1)

    // The mentor has one unread conversation; the header's count is in every page's props.
    assert.equal(await unreadOf(client, mentor), 1)
    assert.equal(await unreadOf(client, mentee), 0)
    const list = await propsOf(client, '/messages', mentor)
    assert.equal(list.unreadConversations, 1)
    assert.deepEqual(
      list.conversations.map((one: any) => [one.id, one.other.name, one.unreadCount]),
      [[conversation.id, 'Giulia R.', 2]]
    )
    assert.deepEqual(list.conversations[0].lastMessage.excerpt, 'And one more thing.')

    // Opening it reads it.
    const page = await propsOf(client, `/messages/${conversation.id}`, mentor)
    assert.deepEqual(
      page.history.map((one: any) => [one.body, one.mine]),
      [
        [body, false],
        ['And one more thing.', false],
      ]
    )
    assert.equal(await unreadOf(client, mentor), 0)

    const answer = await reply(client, mentor, conversation.id, 'Happy to help: send me your list.')
    answer.assertStatus(201)
    assert.isTrue(answer.body().message.mine)
    assert.equal(await unreadOf(client, mentee), 1)
    const read = await client
      .post(`/api/conversations/${conversation.id}/read`)
      .withCsrfToken()
      .json({})
      .loginAs(mentee)
    read.assertStatus(200)
    assert.deepEqual(read.body(), { unreadConversations: 0 })
    // The mentee's read is the mentor's "Seen".
    const seen = await propsOf(client, `/messages/${conversation.id}`, mentor)
    assert.equal(seen.conversation.theirLastReadId, answer.body().message.id)
  })

  test("messages are 1 to 2,000 characters, with field errors in the writer's language", async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const cases: [unknown, string, string][] = [
      [undefined, 'Write your message', 'Scrivi il tuo messaggio'],
      ['   \n  ', 'Write your message', 'Scrivi il tuo messaggio'],
      [
        'x'.repeat(CONVERSATION_RULES.maxLength + 1),
        'Your message must be at most 2000 characters long',
        'Il messaggio può avere al massimo 2000 caratteri',
      ],
      [42, 'Your message must be text', 'Il messaggio deve essere un testo'],
      [
        'Hi\u202Eevil',
        'Your message contains invisible or direction-changing characters',
        'Il messaggio contiene caratteri invisibili o che cambiano la direzione del testo',
      ],
    ]
    for (const [body, english, italian] of cases) {
      const en = await reply(client, mentee, id, body, 'en')
      assert.equal(en.status(), 422, JSON.stringify(body))
      assert.equal(en.body().errorCode, 'VALIDATION_ERROR')
      assert.deepEqual(en.body().errors, { body: [english] })
      const it = await reply(client, mentee, id, body, 'it')
      assert.deepEqual(it.body().errors, { body: [italian] })
    }
    // Exactly the bounds pass.
    await expectStatus(reply(client, mentee, id, 'y'), 201)
    await expectStatus(reply(client, mentor, id, 'z'.repeat(CONVERSATION_RULES.maxLength)), 201)
    assert.lengthOf(await ConversationMessage.query().where('conversationId', id), 3)
  })

  test('history loads by pages, newest last', async ({ client, assert }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const total = CONVERSATION_RULES.pageSize + 5
    for (let index = 2; index <= total; index++) {
      const writer = index % 2 === 0 ? mentor : mentee
      await ConversationMessage.create({
        conversationId: id,
        senderSide: writer === mentor ? 'mentor' : 'mentee',
        body: `Message ${index}`,
      })
    }
    const page = await propsOf(client, `/messages/${id}`, mentee)
    assert.lengthOf(page.history, CONVERSATION_RULES.pageSize)
    assert.isTrue(page.hasEarlier)
    assert.equal(page.history.at(-1).body, `Message ${total}`)
    assert.equal(page.history[0].body, `Message ${total - CONVERSATION_RULES.pageSize + 1}`)

    const earlier = await client
      .get(`/api/conversations/${id}/messages`)
      .qs({ before: page.history[0].id })
      .loginAs(mentee)
    earlier.assertStatus(200)
    assert.isFalse(earlier.body().hasEarlier)
    assert.deepEqual(
      earlier.body().data.map((one: any) => one.body),
      ['Hello Chiara, may I ask about pricing?', 'Message 2', 'Message 3', 'Message 4', 'Message 5']
    )
    const after = await client
      .get(`/api/conversations/${id}/messages`)
      .qs({ after: page.history.at(-3).id })
      .loginAs(mentor)
    assert.deepEqual(
      after.body().data.map((one: any) => [one.body, one.mine]),
      [
        // Even ones are the mentor's.
        [`Message ${total - 1}`, true],
        [`Message ${total}`, false],
      ]
    )
  })
})

test.group('Conversations | who may write, and privacy', () => {
  test('a member may open one with a listed mentor, or with the other party of a session; nobody else', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenPair()
    const stranger = await givenUser()
    const unlisted = await givenMentor({ approved: false })

    // A mentor does not write first to someone they have no session with.
    const cold = await write(client, mentor, stranger, 'Hello there')
    cold.assertStatus(404)
    assert.equal(cold.body().errorCode, 'NOT_FOUND')
    await expectStatus(client.get(`/messages/with/${stranger.id}`).loginAs(mentor), 404)
    for (const target of [unlisted.user, stranger]) {
      const refused = await write(client, mentee, target, 'Hello there')
      assert.equal(refused.status(), 404, String(target.id))
    }
    const self = await write(client, mentee, mentee, 'Hello me', 'it')
    self.assertStatus(403)
    assert.equal(self.body().message, 'Non puoi inviare un messaggio a te stesso.')

    // With a session between them, the mentor may write first, in the session's seats.
    await givenSession(mentor, stranger)
    const first = await write(client, mentor, stranger, 'Before our session: any documents?')
    first.assertStatus(201)
    assert.equal(first.body().conversation.mySide, 'mentor')
    const seats = await Conversation.findOrFail(first.body().conversation.id)
    assert.deepEqual([seats.menteeUserId, seats.mentorUserId], [stranger.id, mentor.id])
    // The session's mentee writes back in it (the same pair, the same conversation).
    const back = await write(client, stranger, mentor, 'Yes, here is the deck.')
    assert.equal(back.body().conversation.id, seats.id)
  })

  test('only the two parties read a conversation: everyone else, admins included, gets NOT_FOUND', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const secret = `Private words ${id}`
    await expectStatus(reply(client, mentor, id, secret), 201)
    const { user: otherMentor } = await givenMentor()
    const outsiders = [await givenUser(), otherMentor, await givenUser({ role: 'ADMIN' })]
    for (const outsider of outsiders) {
      const calls = [
        client.get(`/messages/${id}`).loginAs(outsider),
        client.get(`/api/conversations/${id}/messages`).loginAs(outsider),
        reply(client, outsider, id, 'Let me in'),
        client.post(`/api/conversations/${id}/read`).withCsrfToken().json({}).loginAs(outsider),
        client.post(`/api/conversations/${id}/block`).withCsrfToken().loginAs(outsider),
        client.delete(`/api/conversations/${id}/block`).withCsrfToken().loginAs(outsider),
        client
          .post(`/api/conversations/${id}/report`)
          .withCsrfToken()
          .json({ reason: 'spam' })
          .loginAs(outsider),
      ]
      for (const call of calls) {
        const response = await call
        assert.equal(response.status(), 404, `${outsider.role} ${response.status()}`)
        assert.notInclude(response.text() ?? '', secret)
      }
      const list = await propsOf(client, '/messages', outsider)
      assert.deepEqual(list.conversations, [])
      assert.notInclude(JSON.stringify(list), secret)
    }
    // Signed out: sign-in first, nothing shown.
    const visitor = await client.get(`/api/conversations/${id}/messages`)
    visitor.assertStatus(401)
    assert.lengthOf(await ConversationMessage.query().where('conversationId', id), 2)
    assert.include(JSON.stringify(await propsOf(client, `/messages/${id}`, mentee)), secret)
  })

  test("the real-time channels are the parties' alone, and a message is announced to both", async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const outsider = await givenUser()
    const manager = transmit.getManager()
    const asUser = (user: User | null) => ({ auth: { user } }) as unknown as HttpContext
    assert.isTrue(await manager.verifyAccess(`conversations/${id}`, asUser(mentee)))
    assert.isTrue(await manager.verifyAccess(`conversations/${id}`, asUser(mentor)))
    assert.isFalse(await manager.verifyAccess(`conversations/${id}`, asUser(outsider)))
    assert.isFalse(await manager.verifyAccess(`conversations/${id}`, asUser(null)))
    assert.isTrue(await manager.verifyAccess(`users/${mentee.id}/messages`, asUser(mentee)))
    assert.isFalse(await manager.verifyAccess(`users/${mentee.id}/messages`, asUser(mentor)))

    const heard: { channel: string; payload: any }[] = []
    const stop = transmit.on('broadcast', (event) => heard.push(event))
    try {
      const sent = await reply(client, mentor, id, 'Real time')
      sent.assertStatus(201)
    } finally {
      stop()
    }
    const { id: messageId } = await ConversationMessage.findByOrFail('body', 'Real time')
    assert.deepEqual(
      heard.map((event) => [event.channel, event.payload]),
      [
        [`conversations/${id}`, { type: 'message', messageId }],
        [
          `users/${mentee.id}/messages`,
          { type: 'inbox', conversationId: id, unreadConversations: 1 },
        ],
        [
          `users/${mentor.id}/messages`,
          { type: 'inbox', conversationId: id, unreadConversations: 0 },
        ],
      ]
    )
    // What travels says that something changed, never a message's text.
    assert.notInclude(JSON.stringify(heard), 'Real time')
  })
})

test.group('Conversations | blocking and reporting', () => {
  test('either side blocks the other: no new messages either way, the history stays; only the blocker lifts it', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const blocked = await client
      .post(`/api/conversations/${id}/block`)
      .withCsrfToken()
      .loginAs(mentor)
    blocked.assertStatus(200)
    assert.isTrue(blocked.body().conversation.blockedByMe)
    assert.equal(blocked.body().conversation.cannotWrite, 'blocked_by_me')

    const fromMentee = await reply(client, mentee, id, 'Are you there?')
    fromMentee.assertStatus(403)
    assert.equal(fromMentee.body().message, 'You can no longer send messages in this conversation.')
    const it = await reply(client, mentee, id, 'Ci sei?', 'it')
    assert.equal(it.body().message, 'Non puoi più inviare messaggi in questa conversazione.')
    const fromMentor = await reply(client, mentor, id, 'One last word')
    fromMentor.assertStatus(403)
    assert.equal(fromMentor.body().message, 'You blocked this member. Unblock them to write again.')
    // A new first message is refused the same way (it is the same conversation).
    await expectStatus(write(client, mentee, mentor, 'Hello again'), 403)

    const history = await propsOf(client, `/messages/${id}`, mentee)
    assert.lengthOf(history.history, 1)
    assert.isTrue(history.conversation.blockedByThem)
    assert.equal(history.conversation.cannotWrite, 'blocked_by_them')

    // The blocked side cannot lift it; the blocker can.
    const notTheirs = await client
      .delete(`/api/conversations/${id}/block`)
      .withCsrfToken()
      .loginAs(mentee)
    assert.isTrue(notTheirs.body().conversation.blockedByThem)
    const lifted = await client
      .delete(`/api/conversations/${id}/block`)
      .withCsrfToken()
      .loginAs(mentor)
    assert.isNull(lifted.body().conversation.cannotWrite)
    await expectStatus(reply(client, mentee, id, 'Thanks for unblocking'), 201)
  })

  test('a party reports the conversation with a reason; one report per side waits at a time', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    const report = (reporter: User, body: Record<string, unknown>, locale: Locale = 'en') =>
      client
        .post(`/api/conversations/${id}/report`)
        .withCsrfToken()
        .header('accept-language', locale)
        .json(body)
        .loginAs(reporter)

    const noReason = await report(mentor, {}, 'it')
    noReason.assertStatus(422)
    assert.deepEqual(noReason.body().errors, { reason: ['Scegli un motivo'] })
    const filed = await report(mentor, { reason: 'harassment', details: ' Asked for my number ' })
    filed.assertStatus(201)
    assert.isTrue(filed.body().conversation.reportedByMe)
    const again = await report(mentor, { reason: 'spam' })
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'DUPLICATE_RECORD')
    // The other side may report too; nothing of it shows to the reported party.
    await expectStatus(report(mentee, { reason: 'other' }), 201)
    const seenByMentee = await propsOf(client, `/messages/${id}`, mentee)
    assert.isTrue(seenByMentee.conversation.reportedByMe)

    const reports = await ConversationReport.query().where('conversationId', id).orderBy('id')
    assert.deepEqual(
      reports.map((one) => [
        one.reporterSide,
        one.reporterUserId,
        one.reportedUserId,
        one.reason,
        one.details,
        one.status,
      ]),
      [
        ['mentor', mentor.id, mentee.id, 'harassment', 'Asked for my number', 'open'],
        ['mentee', mentee.id, mentor.id, 'other', null, 'open'],
      ]
    )
  })
})

test.group('Conversations | limits per account', () => {
  test(`a mentee opens at most ${CONVERSATION_RULES.newPerDay} new conversations a day, told why in their language`, async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    const mentors = []
    for (let index = 0; index <= CONVERSATION_RULES.newPerDay; index++) {
      const { user } = await givenMentor()
      mentors.push(user)
    }
    for (const mentor of mentors.slice(0, CONVERSATION_RULES.newPerDay)) {
      await expectStatus(write(client, mentee, mentor, 'Hello, may I ask a question?'), 201)
    }
    const over = await write(client, mentee, mentors.at(-1)!, 'Hello, may I ask a question?')
    over.assertStatus(429)
    assert.deepEqual(Object.keys(over.body()).sort(), ['errorCode', 'message', 'requestId'])
    assert.equal(over.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.equal(
      over.body().message,
      'You can start 5 new conversations a day. Please try again tomorrow, or continue a conversation you already have.'
    )
    const overIt = await write(client, mentee, mentors.at(-1)!, 'Ciao', 'it')
    assert.include(overIt.body().message, 'Puoi iniziare 5 nuove conversazioni al giorno.')
    assert.lengthOf(
      await Conversation.query().where('menteeUserId', mentee.id),
      CONVERSATION_RULES.newPerDay
    )
    // Going on with the ones they have is not opening new ones.
    await expectStatus(write(client, mentee, mentors[0], 'A follow-up'), 201)
  })

  test(`a sender sends at most ${CONVERSATION_RULES.messagesPerHour} messages an hour; refused and invalid ones do not count`, async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, id } = await givenConversation(client)
    // The first message counted one.
    for (let index = 1; index < CONVERSATION_RULES.messagesPerHour; index++) {
      await expectStatus(reply(client, mentee, id, `Message ${index}`), 201)
    }
    const over = await reply(client, mentee, id, 'One too many')
    over.assertStatus(429)
    assert.equal(over.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.match(
      over.body().message,
      /^You can send 30 messages an hour\. Please try again in \d+ minutes?\.$/
    )
    const overIt = await reply(client, mentee, id, 'Uno di troppo', 'it')
    assert.match(
      overIt.body().message,
      /^Puoi inviare 30 messaggi all’ora\. Riprova tra \d+ minut[oi]\.$/
    )
    assert.lengthOf(
      await ConversationMessage.query().where('conversationId', id).where('senderSide', 'mentee'),
      CONVERSATION_RULES.messagesPerHour
    )
    // The other party is not limited by the mentee's count; invalid messages use nothing up.
    for (let index = 0; index < 3; index++) {
      await expectStatus(reply(client, mentor, id, ''), 422)
    }
    await expectStatus(reply(client, mentor, id, 'Still here'), 201)
  })
})
