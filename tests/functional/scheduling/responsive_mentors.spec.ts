import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { Message } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { toDbInstant } from '#database/columns'
import MentorProfile from '#mentoring/models/mentor_profile'
import { findListedMentor, pauseMentor } from '#mentoring/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import { runSessionsTick } from '#scheduling/services/sessions_tick'
import { confirmSession } from '#scheduling/services/session_lifecycle'
import { refreshConfirmTimes } from '#scheduling/services/mentor_responsiveness'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { pageFrom } from '#tests/helpers/inertia'

/*
| Responsive mentors (issue 32): the nudge about an unanswered request, what
| the mentee of an expired one is offered, the pause after three expiries in
| a row and the way back, and "usually confirms within N hours". Every rule
| at fixed instants, passed to the tick.
*/

// Tuesday 1 December 2026, 10:00 UTC.
const NOW = DateTime.fromISO('2026-12-01T10:00:00Z', { zone: 'utc' })

function textOf(message: Message) {
  return String(message.toJSON().message.text ?? '')
}

function subjectOf(message: Message) {
  return String(message.toJSON().message.subject ?? '')
}

/** An Italian mentor in Rome (Mondays 07:00-08:00 their time) and an English mentee in New York. */
async function givenParties(options: Parameters<typeof givenMentor>[0] = {}) {
  const { user: mentor, profile } = await givenMentor({
    firstName: 'Giulia',
    lastName: 'Rossi',
    timezone: 'Europe/Rome',
    ...options,
  })
  mentor.locale = 'it'
  await mentor.save()
  const mentee = await givenUser({
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale: 'en',
    timezone: 'America/New_York',
  })
  return { mentor, mentee, profile }
}

/** A booking request made at `madeAt` for `startsAt`, pending unless told. */
async function givenRequest(
  mentor: User,
  mentee: User,
  { madeAt, startsAt, status = 'pending' }: { madeAt: DateTime; startsAt: DateTime; status?: any }
) {
  const session = await MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for our first investors',
    problem: 'We do not know which metrics investors will look at first',
    desiredOutcome: 'A short list of metrics and a pitch outline to work on',
    communicationTool: 'google_meet',
    isFreeCall: false,
    entitlement: 'subscription',
    status,
    bookedMonth: startsAt.toFormat('yyyy-LL'),
    menteeTimezone: 'America/New_York',
    menteeConfirmedAt: madeAt,
  } as Partial<MentoringSession>)
  // When the request was made (the model stamps the real clock).
  await db
    .from('mentoring_sessions')
    .where('id', session.id)
    .update({ created_at: toDbInstant(madeAt) })
  return session
}

async function profileOf(mentor: User) {
  return MentorProfile.findByOrFail('userId', mentor.id)
}

/** One value of the mentor's profile, read fresh. */
async function profileValue<Key extends keyof MentorProfile>(mentor: User, key: Key) {
  const profile = await profileOf(mentor)
  return profile[key]
}

test.group('Responsive mentors | nudge', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a request unanswered for exactly 24 h nudges the mentor once, in their language; not a minute before', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const hours = RESPONSIVENESS_RULES.nudgeAfterHours
    const session = await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ hours }),
      startsAt: NOW.plus({ days: 4 }),
    })

    // Counts are the whole database's (other files may leave requests): this mentor's mails tell.
    await runSessionsTick(NOW.minus({ minutes: 1 }), ['nudge'])
    assert.lengthOf(mails.queuedTo(mentor.email), 0)

    // Two runs at once, and a later one, nudge once.
    await Promise.all([runSessionsTick(NOW, ['nudge']), runSessionsTick(NOW, ['nudge'])])
    await runSessionsTick(NOW.plus({ hours: 5 }), ['nudge'])

    const nudges = mails.queuedTo(mentor.email)
    assert.lengthOf(nudges, 1)
    assert.equal(subjectOf(nudges[0]), 'Promemoria: Ada Lovelace aspetta una tua risposta')
    assert.include(textOf(nudges[0]), `più di ${hours} ore fa`)
    assert.include(textOf(nudges[0]), '/dashboard/sessions?tab=upcoming')
    assert.lengthOf(mails.queuedTo(mentee.email), 0, 'the mentee is not nudged')
    await session.refresh()
    assert.equal(session.status, 'pending')
    assert.equal(session.nudgeSentAt?.toMillis(), NOW.toMillis())
  })

  test('no nudge when the expiry comes first, nor for a request already answered', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    // Made 30 h ago, starting in exactly 24 h: it expires now, unnudged.
    const expiring = await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ hours: 30 }),
      startsAt: NOW.plus({ hours: 24 }),
    })
    // Made 23 h ago, starting in 24 h 30 min: it expires in 30 minutes, before its nudge is due.
    const late = await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ hours: 23 }),
      startsAt: NOW.plus({ hours: 24, minutes: 30 }),
    })
    await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ hours: 30 }),
      startsAt: NOW.plus({ days: 5 }),
      status: 'confirmed',
    })

    await runSessionsTick(NOW, ['expire', 'nudge'])
    await late.refresh()
    assert.equal(late.status, 'pending', 'not expired yet')
    await runSessionsTick(NOW.plus({ hours: 1 }), ['expire', 'nudge'])
    for (const session of [expiring, late]) {
      await session.refresh()
      assert.equal(session.status, 'cancelled')
      assert.isNull(session.nudgeSentAt)
    }
    const subjects = mails.subjectsTo(mentor.email)
    assert.isFalse(subjects.some((subject) => subject.startsWith('Promemoria')))
  })

  test('the edge: due a minute before its expiry, the nudge still goes (it came first)', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ hours: 30 }),
      startsAt: NOW.plus({ hours: 24, minutes: 1 }),
    })
    await runSessionsTick(NOW, ['expire', 'nudge'])
    await session.refresh()
    assert.equal(session.status, 'pending')
    assert.equal(session.nudgeSentAt?.toMillis(), NOW.toMillis())
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
  })
})

test.group('Responsive mentors | expiry offers', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the mentee of an expired request is offered the mentor's next free slots in their zone and three similar mentors", async ({
    assert,
  }) => {
    // A sector of its own: mentors other files leave behind in a related industry stay out.
    const sector = `Payments ${Date.now().toString(36)}`
    const fintech = await givenIndustry('Payments infrastructure', sector)
    const { mentor, mentee, profile } = await givenParties({
      industries: [{ industry: fintech, years: 8 }],
    })
    for (const firstName of ['Bruno', 'Carla', 'Dario', 'Elena']) {
      await givenMentor({ firstName, industries: [{ industry: fintech, years: 5 }] })
    }
    await givenRequest(mentor, mentee, {
      madeAt: NOW.minus({ days: 2 }),
      startsAt: NOW.plus({ hours: 20 }),
    })

    await runSessionsTick(NOW, ['expire'])

    const [message] = mails.queuedTo(mentee.email)
    const text = textOf(message)
    assert.include(text, 'Giulia is free at these times, shown in your time zone.')
    // Mondays 07:00 in Rome are 01:00 in New York; the first after the 48 h notice is 7 December.
    const first = 'Monday 7 December 2026, 01:00–02:00, New York time'
    const third = 'Monday 21 December 2026, 01:00–02:00, New York time'
    assert.include(text, first)
    assert.include(text, third)
    assert.notInclude(text, '28 December 2026', `at most ${RESPONSIVENESS_RULES.nextSlotsOffered}`)
    const listed = await findListedMentor(String(mentor.id))
    const slug = listed?.slug ?? String(mentor.id)
    assert.include(
      text,
      `/mentors/${slug}/sessions/new?from=${encodeURIComponent('2026-12-07T06:00:00.000Z')}`
    )
    const similar = ['Bruno', 'Carla', 'Dario', 'Elena'].filter((name) => text.includes(name))
    assert.lengthOf(similar, 3, 'three similar mentors')
    assert.include(text, 'Open My Sessions')

    // The mentor is told as before, with no offer.
    const [toMentor] = mails.queuedTo(mentor.email)
    assert.notInclude(textOf(toMentor), '/sessions/new')
    assert.equal(await profileValue(mentor, 'expiriesInARow'), 1)
    assert.equal(profile.id, await profileValue(mentor, 'id'))
  })
})

test.group('Responsive mentors | pause', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** One request of the mentor expires at `at` (the tick's expire part). */
  async function expireOne(mentor: User, mentee: User, at: DateTime) {
    const session = await givenRequest(mentor, mentee, {
      madeAt: at.minus({ days: 3 }),
      startsAt: at.plus({ hours: 12 }),
    })
    await runSessionsTick(at, ['expire'])
    await session.refresh()
    if (session.status !== 'cancelled') throw new Error('the request did not expire')
  }

  test('three requests in a row left to expire pause the mentor: out of the list, profile and booking, told once why', async ({
    assert,
    client,
  }) => {
    const { mentor, mentee } = await givenParties()
    await expireOne(mentor, mentee, NOW)
    await expireOne(mentor, mentee, NOW.plus({ days: 1 }))
    assert.isNull(await profileValue(mentor, 'pausedAt'), 'two are not enough')
    assert.isNotNull(await findListedMentor(String(mentor.id)))

    const third = NOW.plus({ days: 2 })
    await expireOne(mentor, mentee, third)
    const profile = await profileOf(mentor)
    assert.equal(profile.pausedAt?.toMillis(), third.toMillis())
    assert.equal(profile.pausedReason, 'expiries')
    assert.isNull(await findListedMentor(String(mentor.id)))

    const paused = mails.queuedTo(mentor.email).filter((m) => subjectOf(m).includes('pausa'))
    assert.lengthOf(paused, 1)
    assert.equal(subjectOf(paused[0]), 'Il tuo profilo di mentor è in pausa')
    const text = textOf(paused[0])
    assert.include(text, 'Le tue ultime 3 richieste di prenotazione sono scadute senza risposta')
    assert.include(text, 'Sono di nuovo disponibile')
    assert.include(text, '/settings/profile/mentor')

    // The third mentee is not offered a paused mentor's slots.
    const lastToMentee = mails.queuedTo(mentee.email).at(-1)!
    assert.notInclude(textOf(lastToMentee), 'is free at these times')

    // Out of the list, the public profile and booking.
    const list = await client.get('/api/mentors').qs({ limit: 50 })
    assert.notInclude(
      list.body().data.map((card: { id: number }) => card.id),
      mentor.id
    )
    const page = await client.get(`/mentors/${mentor.id}`)
    page.assertStatus(404)
    const booking = await client
      .post(`/api/mentors/${mentor.id}/sessions`)
      .withCsrfToken()
      .json({})
      .loginAs(mentee)
    booking.assertStatus(404)

    // A fourth expiry does not pause (or e-mail) again.
    await expireOne(mentor, mentee, NOW.plus({ days: 3 }))
    assert.lengthOf(
      mails.queuedTo(mentor.email).filter((m) => subjectOf(m).includes('pausa')),
      1
    )
  })

  test('a confirmation in between resets the run', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    await expireOne(mentor, mentee, NOW)
    await expireOne(mentor, mentee, NOW.plus({ days: 1 }))
    const answered = await givenRequest(mentor, mentee, {
      madeAt: NOW.plus({ days: 1 }),
      startsAt: NOW.plus({ days: 9 }),
    })
    await confirmSession(mentor, answered.id, NOW.plus({ days: 1, hours: 2 }))
    assert.equal(await profileValue(mentor, 'expiriesInARow'), 0)

    await expireOne(mentor, mentee, NOW.plus({ days: 2 }))
    await expireOne(mentor, mentee, NOW.plus({ days: 3 }))
    assert.isNull(await profileValue(mentor, 'pausedAt'))
    await expireOne(mentor, mentee, NOW.plus({ days: 4 }))
    assert.equal(await profileValue(mentor, 'pausedReason'), 'expiries')
  })

  test("the banner of a paused mentor's pages, and one click lists them again with a fresh run", async ({
    assert,
    client,
  }) => {
    const { mentor, mentee } = await givenParties()
    await pauseMentor(mentor.id, 'expiries', NOW)

    const dashboard = await client.get('/dashboard').loginAs(mentor)
    dashboard.assertStatus(200)
    assert.deepEqual(pageFrom(dashboard.text()).props.mentorPause, {
      reason: 'expiries',
      since: '2026-12-01T10:00:00.000Z',
    })
    const settings = await client.get('/settings/profile/mentor').loginAs(mentor)
    const props = pageFrom(settings.text()).props
    assert.equal(props.mentorPause.reason, 'expiries')
    assert.equal(props.listing.status, 'paused')
    // Nobody else is told of a pause.
    const other = await client.get('/dashboard').loginAs(mentee)
    assert.isNull(pageFrom(other.text()).props.mentorPause)

    const resume = await client
      .post('/settings/profile/mentor/available')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/dashboard')
      .loginAs(mentor)
      .redirects(0)
    assert.oneOf(resume.status(), [302, 303])
    assert.equal(resume.header('location'), '/dashboard')
    resume.assertFlashMessage('toast', {
      title: "You're available again",
      description: 'Your profile is listed again: mentees can find and book you.',
    })
    const profile = await profileOf(mentor)
    assert.isNull(profile.pausedAt)
    assert.isNull(profile.pausedReason)
    assert.equal(profile.expiriesInARow, 0)
    assert.isNotNull(await findListedMentor(String(mentor.id)))

    // A mentee may not "resume" anyone.
    const refused = await client
      .post('/settings/profile/mentor/available')
      .withCsrfToken()
      .loginAs(mentee)
      .redirects(0)
    assert.notEqual(refused.status(), 200)
  })

  test("pauseMentor takes no-shows too (the other rule's reason), once", async ({ assert }) => {
    const { mentor } = await givenParties()
    mentor.locale = 'en'
    await mentor.save()
    assert.isTrue(await pauseMentor(mentor.id, 'noShows', NOW))
    assert.isFalse(await pauseMentor(mentor.id, 'expiries', NOW.plus({ hours: 1 })))
    const profile = await profileOf(mentor)
    assert.equal(profile.pausedReason, 'noShows')
    const [message] = mails.queuedTo(mentor.email)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.equal(subjectOf(message), 'Your mentor profile is paused')
    assert.include(
      textOf(message),
      `You missed ${RESPONSIVENESS_RULES.pauseAfterNoShows} sessions in the last ${RESPONSIVENESS_RULES.noShowWindowDays} days`
    )
    assert.include(textOf(message), "I'm available again")
  })

  test('the console lists paused mentors, since when and why', async ({ assert, client }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    // A name of their own: other files leave paused mentors behind too.
    const { mentor } = await givenParties({ lastName: 'Fermatempo' })
    const { user: other } = await givenMentor({ firstName: 'Bruno', lastName: 'Fermatempo' })
    await pauseMentor(mentor.id, 'expiries', NOW)

    const paused = await client
      .get('/api/admin/mentors')
      .qs({ filter: JSON.stringify({ isPaused: true, q: 'Fermatempo' }) })
      .loginAs(admin)
    paused.assertStatus(200)
    const records = paused.body()
    assert.deepEqual(
      records.map((record: { id: number }) => record.id),
      [mentor.id]
    )
    assert.equal(records[0].pausedReason, 'expiries')
    assert.equal(records[0].pausedAt, '2026-12-01T10:00:00.000Z')
    assert.isTrue(records[0].isPaused)

    const byReason = await client
      .get('/api/admin/mentors')
      .qs({ filter: JSON.stringify({ pausedReason: 'noShows', q: 'Fermatempo' }) })
      .loginAs(admin)
    assert.lengthOf(byReason.body(), 0)
    const notPaused = await client.get(`/api/admin/mentors/${other.id}`).loginAs(admin)
    assert.isFalse(notPaused.body().isPaused)
    assert.isNull(notPaused.body().pausedAt)
  })
})

test.group('Responsive mentors | usually confirms within', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A request made `minutes` before `at`, confirmed by the mentor at `at`. */
  async function confirmedAfter(mentor: User, mentee: User, minutes: number, at: DateTime) {
    const session = await givenRequest(mentor, mentee, {
      madeAt: at.minus({ minutes }),
      startsAt: at.plus({ days: 6, minutes }),
    })
    await confirmSession(mentor, session.id, at)
  }

  test('the median of the last 90 days, shown from the third confirmation on, on the cards and the profile', async ({
    assert,
    client,
  }) => {
    // A name of its own: the list holds mentors other files left behind too.
    const { mentor, mentee } = await givenParties({ lastName: 'Prontissima' })
    await confirmedAfter(mentor, mentee, 30, NOW.minus({ days: 3 }))
    await confirmedAfter(mentor, mentee, 5 * 60, NOW.minus({ days: 2 }))
    assert.isNull(await profileValue(mentor, 'confirmMedianMinutes'), 'two are too few')
    /** The mentor's card as GET /api/mentors answers it: its "usually confirms within" hours. */
    const cardHours = async () => {
      const list = await client.get('/api/mentors').qs({ q: 'Prontissima', limit: 50 })
      const card = list.body().data.find((one: { id: number }) => one.id === mentor.id)
      return card.confirmHours
    }
    assert.isNull(await cardHours())

    // 30 min, 2 h 10 min, 5 h: the median is 130 minutes, "within 3 hours".
    await confirmedAfter(mentor, mentee, 130, NOW.minus({ days: 1 }))
    assert.equal(await profileValue(mentor, 'confirmMedianMinutes'), 130)
    assert.equal(await cardHours(), 3)

    const page = await client.get(`/mentors/${mentor.id}`).header('Accept-Language', 'it')
    assert.equal(pageFrom(page.text()).props.mentor.confirmHours, 3)

    // 90 days after the first confirmation it leaves the window (the tick's part): two are left.
    const later = NOW.minus({ days: 3 }).plus({
      days: RESPONSIVENESS_RULES.confirmTimeWindowDays,
      hours: 1,
    })
    const done = await runSessionsTick(later, ['confirm-times'])
    assert.isAtLeast(done.confirmTimes, 1)
    assert.isNull(await profileValue(mentor, 'confirmMedianMinutes'))
    assert.isNull(await cardHours())
  })

  test('an even count takes the middle two; a quick mentor confirms "within 1 hour"', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    for (const minutes of [5, 15, 25, 600]) {
      await confirmedAfter(mentor, mentee, minutes, NOW.minus({ hours: 12 }))
    }
    await refreshConfirmTimes([mentor.id], NOW)
    assert.equal(await profileValue(mentor, 'confirmMedianMinutes'), 20)
    const { cardsOfMentors } = await import('#mentoring/index')
    const [card] = await cardsOfMentors([mentor.id], 'en')
    assert.equal(card.confirmHours, 1)
  })
})
