import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Message } from '@adonisjs/mail'
import env from '#start/env'
import type User from '#accounts/models/user'
import Feedback from '#scheduling/models/feedback'
import MentoringSession from '#scheduling/models/mentoring_session'
import Reward from '#referrals/models/reward'
import { menteeCredits } from '#scheduling/services/entitlements'
import { givenUser } from '#tests/helpers/users'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenSession, textOf } from '#tests/helpers/sessions'
import { pageFrom } from '#tests/helpers/inertia'
import { MailCapture } from '#tests/helpers/mail_capture'

/*
| What deleting or suspending a user does to mentoring sessions: the other
| party keeps their history (the deleted person shown as a former member),
| and every session still to happen is cancelled with the other party told
| and the credit back, once.
*/

const USERS = '/api/admin/users'

function deleteUser(client: ApiClient, admin: User, user: User) {
  return client.delete(`${USERS}/${user.id}`).loginAs(admin).withCsrfToken()
}

function suspend(client: ApiClient, admin: User, user: User) {
  return client.post(`${USERS}/${user.id}/suspend`).loginAs(admin).withCsrfToken()
}

async function sessionsOf(client: ApiClient, user: User, tab: string, language = 'en') {
  const response = await client
    .get('/api/sessions')
    .qs({ tab })
    .header('Accept-Language', language)
    .loginAs(user)
  response.assertStatus(200)
  return response.body().data as any[]
}

/** A completed session last week with both parties' feedback, and one booked for next week. */
async function givenHistory(mentor: User, mentee: User) {
  const past = await givenSession(mentor, mentee, {
    startsAt: DateTime.utc().minus({ days: 7 }).startOf('hour'),
    status: 'completed',
  })
  await Feedback.create({
    sessionId: past.id,
    authorUserId: mentee.id,
    overallRating: 5,
    publicText: 'Clear advice on the pitch, thank you',
    privateText: 'Very helpful',
  })
  await Feedback.create({
    sessionId: past.id,
    authorUserId: mentor.id,
    overallRating: 4,
    publicText: 'Well prepared questions',
  })
  const upcoming = await givenSession(mentor, mentee, {
    startsAt: DateTime.utc().plus({ days: 7 }).startOf('hour'),
    status: 'confirmed',
    entitlement: 'free_call',
  })
  return { past, upcoming }
}

/** The e-mails of the running test (each group captures them afresh). */
let mails: MailCapture
function captureMails() {
  mails = new MailCapture()
  return () => mails.restore()
}

test.group('Leaving users | deletion', (group) => {
  // Rolled back after each test: other files look up the audit log's user.delete entries.
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(captureMails)

  test('deleting a mentee keeps the mentor history: past session and feedback stay, the mentee shown as a former member', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: mentor } = await givenMentor({ firstName: 'Marta' })
    const mentee = await givenUser({ firstName: 'Dario', lastName: 'Neri', locale: 'it' })
    const { past, upcoming } = await givenHistory(mentor, mentee)

    await deleteUser(client, admin, mentee).then((response) => response.assertStatus(200))

    // The history stays with the mentor: the session, and the feedback either side left.
    const kept = await MentoringSession.findOrFail(past.id)
    assert.equal(kept.status, 'completed')
    assert.equal(kept.mentorUserId, mentor.id)
    assert.isNull(kept.menteeUserId)
    const feedback = await Feedback.query().where('sessionId', past.id).orderBy('id')
    assert.deepEqual(
      feedback.map((item) => [item.authorRole, item.authorUserId]),
      [
        ['mentee', null],
        ['mentor', mentor.id],
      ]
    )

    // API, in the reader's language.
    const [english] = await sessionsOf(client, mentor, 'completed')
    assert.equal(english.id, past.id)
    assert.deepEqual(english.mentee, {
      id: null,
      former: true,
      name: 'Former member',
      firstName: 'Former member',
      initials: 'FM',
      imageUrl: null,
      profilePath: null,
      locale: null,
    })
    assert.equal(english.counterpart.name, 'Former member')
    assert.equal(english.theirFeedback.publicText, 'Clear advice on the pitch, thank you')
    assert.equal(english.myFeedback.publicText, 'Well prepared questions')
    const [italian] = await sessionsOf(client, mentor, 'completed', 'it')
    assert.equal(italian.counterpart.name, 'Ex membro')

    // The My Sessions page.
    const page = pageFrom(
      await textOf(client.get('/dashboard/sessions').qs({ tab: 'completed' }).loginAs(mentor))
    )
    assert.equal(page.props.sessions.data[0].counterpart.name, 'Former member')

    // The console.
    const record = await client.get(`/api/admin/sessions/${past.id}`).loginAs(admin)
    record.assertStatus(200)
    assert.include(record.body(), { menteeUserId: null, menteeName: 'Former member' })
    assert.deepEqual(
      record.body().feedback.map((item: any) => item.authorRole),
      ['mentee', 'mentor']
    )
    const list = await client
      .get('/api/admin/sessions')
      .qs({ filter: JSON.stringify({ mentorUserId: mentor.id }) })
      .header('Accept-Language', 'it')
      .loginAs(admin)
    assert.sameMembers(
      list.body().map((row: any) => row.menteeName),
      ['Ex membro', 'Ex membro']
    )

    // The mentee's review still counts and still shows on the profile.
    const reviews = await client.get(`/api/mentors/${mentor.id}/reviews`)
    reviews.assertStatus(200)
    assert.equal(reviews.body().data[0].authorName, 'Former member')
    const session = await client.get(`/api/sessions/${past.id}`).loginAs(mentor)
    assert.equal(session.body().session.mentee.name, 'Former member')

    // The session still to happen was cancelled first: the mentor told, the credit back.
    const cancelled = await MentoringSession.findOrFail(upcoming.id)
    assert.equal(cancelled.status, 'cancelled')
    assert.equal(cancelled.cancelledByUserId, admin.id)
    assert.isNotNull(cancelled.entitlementReturnedAt)
    assert.deepEqual(mails.subjectsTo(mentor.email), ['Session cancelled: Dario Neri'])
    assert.deepEqual(mails.subjectsTo(mentee.email), [])
    const [cancelledView] = await sessionsOf(client, mentor, 'cancelled')
    // The mentor reads that the mentee left (their account deleted), whoever pressed the button.
    assert.equal(cancelledView.cancellation.by, 'mentee_left')
    assert.equal(cancelledView.counterpart.name, 'Former member')
  })

  test('deleting a mentor keeps the mentee history, with the mentor as a former member', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: mentor } = await givenMentor({ firstName: 'Carla', lastName: 'Bassi' })
    const mentee = await givenUser({ locale: 'it' })
    const { past, upcoming } = await givenHistory(mentor, mentee)

    await deleteUser(client, admin, mentor).then((response) => response.assertStatus(200))

    const [view] = await sessionsOf(client, mentee, 'completed', 'it')
    assert.equal(view.id, past.id)
    assert.include(view.mentor, {
      id: null,
      former: true,
      name: 'Ex membro',
      initials: 'EM',
      profilePath: null,
    })
    assert.equal(view.theirFeedback.publicText, 'Well prepared questions')
    assert.equal(view.role, 'mentee')

    const cancelled = await MentoringSession.findOrFail(upcoming.id)
    assert.equal(cancelled.status, 'cancelled')
    assert.isNull(cancelled.mentorUserId)
    // The free call came back: the mentee can book it again.
    const credits = await menteeCredits(db.connection(), mentee.id, 0, upcoming.bookedMonth)
    assert.equal(credits.freeCalls, 0)
    // In the mentee's language.
    assert.deepEqual(mails.subjectsTo(mentee.email), ['Sessione cancellata: Carla Bassi'])
    const [message] = mails.queuedTo(mentee.email)
    assert.include(
      MailCapture.contents(message),
      'La tua sessione con Carla Bassi è stata cancellata: il suo account non è più attivo.'
    )
  })
})

/** A mentor with three mentees' upcoming sessions, each paid with a different credit. */
async function givenMentorWithBookings() {
  const admin = await givenUser({ role: 'ADMIN' })
  const { user: mentor } = await givenMentor({ firstName: 'Paolo', lastName: 'Conti' })
  const english = await givenUser({ locale: 'en' })
  const italian = await givenUser({ locale: 'it' })
  const subscriber = await givenUser({ locale: 'en' })
  const day = (days: number) => DateTime.utc().plus({ days }).startOf('hour')
  const freeCall = await givenSession(mentor, english, {
    startsAt: day(3),
    status: 'pending',
    entitlement: 'free_call',
  })
  const rewarded = await givenSession(mentor, italian, {
    startsAt: day(4),
    entitlement: 'free_session_reward',
  })
  const reward = await Reward.create({
    referrerUserId: italian.id,
    type: 'free_session',
    status: 'processed',
    amountCents: 0,
    idempotencyKey: `test:reward:${rewarded.id}`,
    usedBySessionId: rewarded.id,
  })
  const planCall = await givenSession(mentor, subscriber, {
    startsAt: day(5),
    entitlement: 'subscription',
  })
  const done = await givenSession(mentor, english, {
    startsAt: day(-6),
    status: 'completed',
  })
  return {
    admin,
    mentor,
    mentees: { english, italian, subscriber },
    sessions: { freeCall, rewarded, planCall, done },
    reward,
  }
}

/** What the three mentees hold: free calls used, the reward left to use, plan calls used. */
async function creditsOf(
  mentees: Record<'english' | 'italian' | 'subscriber', User>,
  sessions: Record<'freeCall' | 'rewarded' | 'planCall', MentoringSession>
) {
  const of = (mentee: User, session: MentoringSession) =>
    menteeCredits(db.connection(), mentee.id, session.mentorUserId!, session.bookedMonth)
  const [english, italian, subscriber] = await Promise.all([
    of(mentees.english, sessions.freeCall),
    of(mentees.italian, sessions.rewarded),
    of(mentees.subscriber, sessions.planCall),
  ])
  return {
    freeCalls: english.freeCalls,
    rewardId: italian.rewardId,
    planCalls: subscriber.planCalls,
  }
}

test.group('Leaving users | suspension', (group) => {
  group.each.setup(captureMails)
  test('suspending a mentor cancels their upcoming sessions, tells each mentee in their language and gives each credit back', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, sessions, reward } = await givenMentorWithBookings()
    assert.deepEqual(await creditsOf(mentees, sessions), {
      freeCalls: 1,
      rewardId: null,
      planCalls: 1,
    })

    await suspend(client, admin, mentor).then((response) => response.assertStatus(200))

    for (const session of [sessions.freeCall, sessions.rewarded, sessions.planCall]) {
      await session.refresh()
      assert.equal(session.status, 'cancelled')
      assert.equal(session.cancelledByUserId, admin.id)
      assert.isNotNull(session.entitlementReturnedAt)
    }
    await sessions.done.refresh()
    assert.equal(sessions.done.status, 'completed')

    // Free call, reward and plan session are each available again.
    await reward.refresh()
    assert.isNull(reward.usedBySessionId)
    assert.deepEqual(await creditsOf(mentees, sessions), {
      freeCalls: 0,
      rewardId: reward.id,
      planCalls: 0,
    })

    assert.deepEqual(mails.subjectsTo(mentees.english.email), ['Session cancelled: Paolo Conti'])
    assert.deepEqual(mails.subjectsTo(mentees.italian.email), ['Sessione cancellata: Paolo Conti'])
    assert.deepEqual(mails.subjectsTo(mentees.subscriber.email), ['Session cancelled: Paolo Conti'])
    const [english] = mails.queuedTo(mentees.english.email)
    assert.include(
      MailCapture.contents(english),
      'Your session with Paolo Conti was cancelled: their account is no longer active.'
    )
    assert.include(
      MailCapture.contents(english),
      'The credit you used for this booking was returned'
    )
    assert.deepEqual(mails.subjectsTo(mentor.email), [])

    // The mentees see it under Cancelled, by the team.
    const [view] = await sessionsOf(client, mentees.english, 'cancelled')
    assert.equal(view.id, sessions.freeCall.id)
    assert.equal(view.cancellation.by, 'admin')
  })

  test('two suspensions at once cancel each session once: one e-mail each, each credit back once', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, sessions, reward } = await givenMentorWithBookings()
    const answers = await Promise.all([
      suspend(client, admin, mentor),
      suspend(client, admin, mentor),
      suspend(client, admin, mentor),
    ])
    assert.deepEqual(
      answers.map((answer) => answer.status()),
      [200, 200, 200]
    )
    for (const mentee of Object.values(mentees)) {
      assert.lengthOf(mails.subjectsTo(mentee.email), 1, mentee.email)
    }
    const returned = await MentoringSession.query()
      .whereIn('id', [sessions.freeCall.id, sessions.rewarded.id, sessions.planCall.id])
      .where('status', 'cancelled')
      .whereNotNull('entitlementReturnedAt')
    assert.lengthOf(returned, 3)
    await reward.refresh()
    assert.isNull(reward.usedBySessionId)
    assert.deepEqual(await creditsOf(mentees, sessions), {
      freeCalls: 0,
      rewardId: reward.id,
      planCalls: 0,
    })

    // Suspending again (already suspended) changes nothing and sends nothing.
    await suspend(client, admin, mentor).then((response) => response.assertStatus(200))
    for (const mentee of Object.values(mentees)) {
      assert.lengthOf(mails.subjectsTo(mentee.email), 1, mentee.email)
    }
  })

  test('a suspension racing the mentee cancelling cancels once, with the credit rule of whoever won', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, sessions } = await givenMentorWithBookings()
    const [suspended, cancelled] = await Promise.all([
      suspend(client, admin, mentor),
      client
        .post(`/api/sessions/${sessions.freeCall.id}/cancel`)
        .withCsrfToken()
        .loginAs(mentees.english)
        .json({ reason: 'Plans changed' }),
    ])
    suspended.assertStatus(200)
    // The mentee's cancel either wins or meets a session the suspension cancelled (409).
    assert.oneOf(cancelled.status(), [200, 409])
    const row = await MentoringSession.findOrFail(sessions.freeCall.id)
    assert.equal(row.status, 'cancelled')
    if (row.cancelledByUserId === mentees.english.id) {
      // The mentee cancelled first: their free call stays used, as for any mentee cancellation.
      assert.isNull(row.entitlementReturnedAt)
      assert.equal(cancelled.status(), 200)
    } else {
      assert.equal(row.cancelledByUserId, admin.id)
      assert.isNotNull(row.entitlementReturnedAt)
      assert.equal(cancelled.status(), 409)
    }
    // One cancellation e-mail to the mentee either way.
    assert.lengthOf(mails.subjectsTo(mentees.english.email), 1)
  })

  test('suspending a mentee cancels their upcoming sessions with the mentor told', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: mentor } = await givenMentor({ firstName: 'Irene' })
    const mentee = await givenUser({ firstName: 'Luca', lastName: 'Ferri' })
    const { past, upcoming } = await givenHistory(mentor, mentee)

    await suspend(client, admin, mentee).then((response) => response.assertStatus(200))

    await upcoming.refresh()
    assert.equal(upcoming.status, 'cancelled')
    assert.isNotNull(upcoming.entitlementReturnedAt)
    await past.refresh()
    assert.equal(past.status, 'completed')
    assert.deepEqual(mails.subjectsTo(mentor.email), ['Session cancelled: Luca Ferri'])
    assert.deepEqual(mails.subjectsTo(mentee.email), [])
  })
})

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')

/** The plain-text body of a mail. */
function mailText(message: Message) {
  return String(message.toJSON().message.text ?? '')
}

/**
 * A mentor in a field of their own (a sector no other test uses) with a booking
 * by an English and an Italian mentee, and peers around them: three listed
 * ones ranked by the matching score (same industry and both skills, same
 * industry, related industry and one skill), a fourth ranked after them, and
 * two that would rank first but are not offered (not listed, suspended).
 */
async function givenMentorAmongPeers() {
  const sector = `Climate ${Date.now().toString(36)}-${Math.round(Math.random() * 1e6)}`
  const energy = await givenIndustry('Energy', sector, 'Energia')
  const storage = await givenIndustry('Energy storage', sector, 'Accumulo di energia')
  const pricing = await givenSkill('Pricing', 'Prezzi')
  const hiring = await givenSkill('Hiring', 'Assunzioni')
  const tag = Date.now().toString(36)
  const { user: mentor } = await givenMentor({
    firstName: 'Paolo',
    lastName: 'Conti',
    slug: `paolo-conti-${tag}`,
    industries: [{ industry: energy, years: 8 }],
    skills: [pricing, hiring],
  })
  const peer = (
    firstName: string,
    lastName: string,
    headline: string,
    options: Parameters<typeof givenMentor>[0]
  ) =>
    givenMentor({ firstName, lastName, headline, ...options }).then(({ user }) => ({
      user,
      name: `${firstName} ${lastName}`,
      headline,
      url: `${APP_URL}/mentors/${user.slug ?? user.id}`,
    }))
  const closest = await peer('Alba', 'Greco', 'Scaled two battery start-ups to Series B', {
    slug: `alba-greco-${tag}`,
    industries: [{ industry: energy, years: 5 }],
    skills: [pricing, hiring],
  })
  const sameIndustry = await peer('Bruno', 'Riva', 'Energy trader turned angel investor', {
    slug: null,
    industries: [{ industry: energy, years: 4 }],
  })
  const related = await peer('Chiara', 'Fontana', 'Pricing for grid storage products', {
    slug: `chiara-fontana-${tag}`,
    industries: [{ industry: storage, years: 6 }],
    skills: [pricing],
  })
  const fourth = await peer('Dario', 'Sala', 'Storage operations lead', {
    slug: `dario-sala-${tag}`,
    industries: [{ industry: storage, years: 3 }],
  })
  const unlisted = await peer('Elena', 'Marchi', 'Not bookable yet', {
    slug: `elena-marchi-${tag}`,
    industries: [{ industry: energy, years: 9 }],
    skills: [pricing, hiring],
    weeklyHours: false,
  })
  const suspended = await peer('Fabio', 'Serra', 'Suspended earlier', {
    slug: `fabio-serra-${tag}`,
    status: 'suspended',
    industries: [{ industry: energy, years: 9 }],
    skills: [pricing, hiring],
  })
  const admin = await givenUser({ role: 'ADMIN' })
  const english = await givenUser({ firstName: 'Nora', locale: 'en' })
  const italian = await givenUser({ firstName: 'Marco', locale: 'it' })
  const day = (days: number) => DateTime.utc().plus({ days }).startOf('hour')
  await givenSession(mentor, english, { startsAt: day(3), entitlement: 'free_call' })
  await givenSession(mentor, italian, { startsAt: day(4), entitlement: 'free_call' })
  return {
    admin,
    mentor,
    mentees: { english, italian },
    offered: [closest, sameIndustry, related],
    notOffered: [fourth, unlisted, suspended],
  }
}

/** The mentors a mail offers, in the order it lists them, by their profile links. */
function offeredIn(text: string, mentors: { name: string; url: string }[]) {
  return mentors
    .filter((mentor) => text.includes(mentor.url))
    .sort((a, b) => text.indexOf(a.url) - text.indexOf(b.url))
    .map((mentor) => mentor.name)
}

test.group('Leaving users | similar mentors offered', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(captureMails)

  test('the mentees of a suspended mentor are offered the three most similar listed mentors, in their language', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, offered, notOffered } = await givenMentorAmongPeers()

    await suspend(client, admin, mentor).then((response) => response.assertStatus(200))

    const everyone = [...offered, ...notOffered]
    const [english] = mails.queuedTo(mentees.english.email)
    const text = mailText(english)
    assert.include(
      text,
      "Looking for another mentor? These mentors have experience close to Paolo's:"
    )
    assert.deepEqual(offeredIn(text, everyone), ['Alba Greco', 'Bruno Riva', 'Chiara Fontana'])
    for (const peer of offered) {
      assert.include(text, `${peer.name} - ${peer.headline}\n${peer.url}`)
      assert.include(english.toJSON().message.html, `href="${peer.url}"`)
    }
    for (const peer of notOffered) assert.notInclude(MailCapture.contents(english), peer.name)
    assert.notInclude(text, `/mentors/${mentor.slug}`)
    assert.include(text, `Or browse all our mentors:\n${APP_URL}/mentors\n`)

    const [italian] = mails.queuedTo(mentees.italian.email)
    const testo = mailText(italian)
    assert.include(
      testo,
      "Vuoi prenotare con un'altra persona? Ecco i profili con l'esperienza più vicina a quella di Paolo:"
    )
    assert.deepEqual(offeredIn(testo, everyone), ['Alba Greco', 'Bruno Riva', 'Chiara Fontana'])
    assert.include(testo, `Oppure sfoglia tutti i profili:\n${APP_URL}/mentors\n`)
  })

  test('the mentees of a deleted mentor are offered the same, never the deleted mentor', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, offered, notOffered } = await givenMentorAmongPeers()
    const ownLink = `${APP_URL}/mentors/${mentor.slug}`

    await deleteUser(client, admin, mentor).then((response) => response.assertStatus(200))

    const [italian] = mails.queuedTo(mentees.italian.email)
    const text = mailText(italian)
    assert.deepEqual(offeredIn(text, [...offered, ...notOffered]), [
      'Alba Greco',
      'Bruno Riva',
      'Chiara Fontana',
    ])
    assert.notInclude(MailCapture.contents(italian), ownLink)
  })

  test('with fewer similar mentors, those found are offered; with none, the mentor list', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentees, offered, notOffered } = await givenMentorAmongPeers()
    const [alba, ...others] = [...offered, notOffered[0]]
    // Of the four similar listed mentors, only Alba stays listed.
    for (const peer of others) {
      await db.from('mentor_profiles').where('user_id', peer.user.id).update({ is_active: false })
    }
    const alone = await givenMentor({
      firstName: 'Sara',
      industries: [
        { industry: await givenIndustry('Glassblowing', `Crafts ${mentor.id}`), years: 5 },
      ],
    })
    const menteeOfAlone = await givenUser({ locale: 'it' })
    await givenSession(alone.user, menteeOfAlone, { entitlement: 'free_call' })

    await suspend(client, admin, mentor).then((response) => response.assertStatus(200))
    await suspend(client, admin, alone.user).then((response) => response.assertStatus(200))

    const text = mailText(mails.queuedTo(mentees.english.email)[0])
    assert.deepEqual(offeredIn(text, [...offered, ...notOffered]), [alba.name])
    assert.include(text, "These mentors have experience close to Paolo's:")

    const fallback = mailText(mails.queuedTo(menteeOfAlone.email)[0])
    assert.notInclude(fallback, 'Ecco i profili')
    assert.notInclude(fallback, 'Oppure sfoglia')
    assert.include(
      fallback,
      `Vuoi prenotare con un'altra persona? Trova il profilo adatto a te tra i nostri mentor:\n${APP_URL}/mentors\n`
    )
  })

  test('the mentor of a suspended mentee is offered no mentors', async ({ client, assert }) => {
    const { admin, mentor, mentees } = await givenMentorAmongPeers()

    await suspend(client, admin, mentees.english).then((response) => response.assertStatus(200))

    const [told] = mails.queuedTo(mentor.email)
    assert.include(mailText(told), 'Your session with Nora')
    assert.notInclude(mailText(told), `${APP_URL}/mentors`)
  })
})
