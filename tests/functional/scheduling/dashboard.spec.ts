import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import type User from '#accounts/models/user'
import type { SessionStatus } from '#business/sessions'
import { DISCOUNTS } from '#business/pricing'
import { REFERRAL_RULES } from '#business/referrals'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionNote from '#scheduling/models/session_note'
import Feedback from '#scheduling/models/feedback'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import { saveMentor } from '#mentoring/services/saved_mentors'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A session row between a mentor and a mentee, `days` from now (negative: past). */
async function givenSession(
  mentor: User,
  mentee: User,
  days: number,
  status: SessionStatus = 'confirmed',
  objective = 'Prepare the seed round pitch for investors'
) {
  const startsAt = DateTime.utc().plus({ days }).startOf('hour')
  const now = DateTime.utc()
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective,
    problem: 'Our deck does not explain the market size well',
    desiredOutcome: 'A clear story and a list of investors to contact',
    communicationTool: 'jitsi',
    isFreeCall: false,
    status,
    menteeConfirmedAt: now,
    mentorConfirmedAt: status === 'pending' ? null : now,
    bookedMonth: now.toFormat('yyyy-MM'),
    menteeTimezone: mentee.timezone,
    completedAt: status === 'completed' ? startsAt.plus({ minutes: 60 }) : null,
  })
}

async function dashboardOf(client: any, user: User, locale: 'en' | 'it' = 'en') {
  const response = await client.get('/dashboard').header('Accept-Language', locale).loginAs(user)
  response.assertStatus(200)
  return { response, page: pageFrom(response.text()) }
}

const ids = (items: { id: number }[]) => items.map((item) => item.id)

test.group('Dashboard | access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signed-out visitors are sent to sign in', async ({ client, assert }) => {
    const response = await client.get('/dashboard').redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login\?returnTo=%2Fdashboard/)
  })

  test('a mentee who has not finished onboarding is sent to onboarding', async ({ client }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/dashboard').redirects(0).loginAs(user)
    response.assertStatus(302)
    response.assertHeader('location', '/onboarding')
  })

  test('an admin sees the mentee view', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { page } = await dashboardOf(client, admin)
    assert.equal(page.component, 'scheduling/dashboard')
    assert.equal(page.props.dashboard.view, 'mentee')
    assert.isNull(page.props.dashboard.mentor)
    assert.isFalse(page.props.dashboard.mentee.savedMentors.available)
  })
})

test.group('Dashboard | mentee view', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the mentee their own upcoming and past sessions only', async ({ client, assert }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: 'Verdi' })
    const mentee = await givenUser({ firstName: 'Marta', timezone: 'America/New_York' })
    const other = await givenUser()
    const soon = await givenSession(mentor, mentee, 5)
    const later = await givenSession(mentor, mentee, 7, 'pending')
    const latest = await givenSession(mentor, mentee, 9)
    await givenSession(mentor, mentee, 11) // beyond the three shown
    const done = await givenSession(mentor, mentee, -10, 'completed')
    const cancelled = await givenSession(mentor, mentee, 12, 'cancelled')
    const theirs = await givenSession(mentor, other, 6)
    const theirPast = await givenSession(mentor, other, -3, 'completed')

    const { page } = await dashboardOf(client, mentee)
    assert.equal(page.component, 'scheduling/dashboard')
    assert.equal(page.props.dashboard.view, 'mentee')
    assert.equal(page.props.dashboard.firstName, 'Marta')
    assert.equal(page.props.timeZone, 'America/New_York')

    const { upcoming, past } = page.props.dashboard.mentee
    assert.deepEqual(ids(upcoming.items), [soon.id, later.id, latest.id])
    assert.equal(upcoming.total, 4)
    assert.deepEqual(ids(past.items), [done.id])
    assert.equal(past.total, 1)
    const shown = [...ids(upcoming.items), ...ids(past.items)]
    for (const hidden of [theirs.id, theirPast.id, cancelled.id]) assert.notInclude(shown, hidden)

    assert.containsSubset(upcoming.items[0], {
      status: 'confirmed',
      role: 'mentee',
      startsAt: soon.startsAt.toUTC().toISO(),
      durationMinutes: 60,
      counterpart: { name: 'Giulia Verdi', initials: 'GV' },
      awaitingConfirmationFrom: null,
    })
    assert.equal(upcoming.items[1].awaitingConfirmationFrom, 'mentor')
    assert.isTrue(past.items[0].awaitingFeedback)
  })

  test('a confirmed session whose end has passed is settled and shown as past', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser()
    const ended = await givenSession(mentor, mentee, -1, 'confirmed')
    const { page } = await dashboardOf(client, mentee)
    assert.deepEqual(page.props.dashboard.mentee.upcoming, { items: [], total: 0 })
    assert.deepEqual(ids(page.props.dashboard.mentee.past.items), [ended.id])
    assert.containsSubset(page.props.dashboard.mentee.past.items[0], {
      status: 'completed',
      awaitingFeedback: true,
    })
  })

  test('session times are in the viewer’s time zone, with the zone named', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ timezone: 'Europe/Rome' })
    const mentee = await givenUser({ timezone: 'America/New_York' })
    const session = await givenSession(mentor, mentee, 5)
    const { response } = await dashboardOf(client, mentee)
    const expected = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'America/New_York',
    }).format(session.startsAt.toJSDate())
    assert.match(expected, /E[SD]T/)
    assert.include(ssrBody(response.text()), expected)
    assert.include(ssrBody(response.text()), 'Confirmed')
  })

  test('every section is empty for a new mentee, with the offer and the advisor link', async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    const { page, response } = await dashboardOf(client, mentee)
    const data = page.props.dashboard.mentee
    assert.deepEqual(data.upcoming, { items: [], total: 0 })
    assert.deepEqual(data.past, { items: [], total: 0 })
    assert.deepEqual(data.industries, [])
    assert.deepEqual(data.notes, [])
    assert.deepEqual(data.savedMentors, { items: [], total: 0, available: true })
    assert.deepEqual(data.recommended, { available: false, items: [] })
    assert.deepEqual(data.referral, {
      friendDiscountPercent: DISCOUNTS.referralPercent,
      creditPerConversion: REFERRAL_RULES.creditPerConversionEur,
      conversionsPerFreeSession: REFERRAL_RULES.conversionsPerFreeSession,
    })
    assert.deepEqual(data.advisorCall, { bookingUrl: env.get('TEAM_BOOKING_URL') })

    const html = ssrBody(response.text())
    for (const text of [
      'No upcoming sessions',
      'No past sessions yet',
      'No saved mentors',
      'No notes yet',
      'Tell us about your industries',
      'Refer and earn',
      'Your friends get 20% off their first subscription.',
      'Talk to an advisor',
    ]) {
      assert.include(html, text)
    }
    assert.include(html, 'href="/settings/referrals"')
    assert.include(html, `href="${env.get('TEAM_BOOKING_URL')}"`)
  })

  test('shows the industries in the viewer’s language', async ({ client, assert }) => {
    const fintech = await givenIndustry('Fintech', `Finance ${Date.now()}`, 'Tecnofinanza')
    const mentee = await givenUser()
    await mentee.related('industries').attach([fintech.id])

    const en = await dashboardOf(client, mentee)
    assert.deepEqual(en.page.props.dashboard.mentee.industries, [
      { id: fintech.id, name: 'Fintech' },
    ])
    const it = await dashboardOf(client, mentee, 'it')
    assert.deepEqual(it.page.props.dashboard.mentee.industries, [
      { id: fintech.id, name: 'Tecnofinanza' },
    ])
  })

  test('recent notes are the viewer’s own, latest first, with the counterpart and date', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Paolo', lastName: 'Neri' })
    const mentee = await givenUser()
    const other = await givenUser()
    const first = await givenSession(mentor, mentee, -20, 'completed')
    const second = await givenSession(mentor, mentee, -10, 'completed')
    const third = await givenSession(mentor, mentee, 5)
    const fourth = await givenSession(mentor, mentee, 6)
    const theirs = await givenSession(mentor, other, 7)

    const at = DateTime.utc().minus({ days: 1 })
    const sessions = [first, second, third, fourth]
    for (const [index, session] of sessions.entries()) {
      const note = new SessionNote().merge({
        sessionId: session.id,
        authorUserId: mentee.id,
        body: `My note ${index + 1}`,
      })
      note.createdAt = at.plus({ hours: index })
      note.updatedAt = at.plus({ hours: index })
      await note.save()
    }
    await SessionNote.create({
      sessionId: fourth.id,
      authorUserId: mentor.id,
      body: 'MENTOR-PRIVATE-NOTE',
    })
    await SessionNote.create({
      sessionId: theirs.id,
      authorUserId: other.id,
      body: 'OTHER-MENTEE-PRIVATE-NOTE',
    })

    const { page, response } = await dashboardOf(client, mentee)
    const notes = page.props.dashboard.mentee.notes
    assert.deepEqual(
      notes.map((note: { excerpt: string }) => note.excerpt),
      ['My note 4', 'My note 3', 'My note 2']
    )
    assert.containsSubset(notes[0], {
      sessionId: fourth.id,
      counterpartName: 'Paolo Neri',
      sessionStartsAt: fourth.startsAt.toUTC().toISO(),
    })
    assert.notInclude(response.text(), 'MENTOR-PRIVATE-NOTE')
    assert.notInclude(response.text(), 'OTHER-MENTEE-PRIVATE-NOTE')
    assert.include(ssrBody(response.text()), 'Session with Paolo Neri')

    // The mentor sees neither the mentee's notes nor the other mentee's.
    const mentorPage = await dashboardOf(client, mentor)
    assert.notInclude(mentorPage.response.text(), 'My note')
    assert.notInclude(mentorPage.response.text(), 'OTHER-MENTEE-PRIVATE-NOTE')
  })

  test('shows the three latest saved mentors and how many there are', async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    const mentors = []
    for (let index = 0; index < 4; index++) {
      const { user } = await givenMentor({ firstName: `Saved${index}` })
      mentors.push(user)
      await saveMentor(mentee, user.id)
      // Saved one after the other (the list is by save time).
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const { page, response } = await dashboardOf(client, mentee)
    const saved = page.props.dashboard.mentee.savedMentors
    assert.equal(saved.total, 4)
    assert.isTrue(saved.available)
    assert.deepEqual(ids(saved.items), [mentors[3].id, mentors[2].id, mentors[1].id])
    assert.containsSubset(saved.items[0], {
      name: mentors[3].fullName,
      initials: mentors[3].initials,
    })
    assert.include(ssrBody(response.text()), 'href="/saved-mentors"')
  })

  test('recommends the best matches for the onboarding answers, with a score and reasons', async ({
    client,
    assert,
  }) => {
    const sector = `Sector ${Date.now()} ${Math.random()}`
    const fintech = await givenIndustry('Fintech', sector)
    const banking = await givenIndustry('Banking', sector)
    const { user: exact } = await givenMentor({
      firstName: 'Exact',
      industries: [{ industry: fintech, years: 6 }],
      rating: 4.9,
    })
    const { user: related } = await givenMentor({
      firstName: 'Related',
      industries: [{ industry: banking, years: 3 }],
    })
    const mentee = await givenUser()
    await mentee.related('industries').attach([fintech.id])

    const { page, response } = await dashboardOf(client, mentee)
    const recommended = page.props.dashboard.mentee.recommended
    assert.isTrue(recommended.available)
    assert.deepEqual(ids(recommended.items).slice(0, 2), [exact.id, related.id])
    const [best, next] = recommended.items
    assert.isAbove(best.score, next.score)
    assert.isAbove(best.score, 0)
    assert.isAtMost(best.score, 100)
    assert.isNotEmpty(best.reasons)
    assert.containsSubset(best, { name: exact.fullName, initials: exact.initials })
    assert.include(ssrBody(response.text()), `${best.score}% match`)
  })
})

test.group('Dashboard | greeting', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first visit after sign-up says "Welcome", every later one "Welcome back" ({$self})')
    .with(['mentee', 'mentor', 'mentee in Italian', 'mentor in Italian'] as const)
    .run(async ({ client, assert }, who) => {
      const locale = who.endsWith('Italian') ? 'it' : 'en'
      const givenMember = async () => {
        if (!who.startsWith('mentor')) return givenUser({ firstName: 'Chiara' })
        const { user: mentor } = await givenMentor({ firstName: 'Chiara' })
        return mentor
      }
      const user = await givenMember()
      const [first, back] =
        locale === 'it'
          ? ['Ti diamo il benvenuto, Chiara', 'Ciao di nuovo, Chiara']
          : ['Welcome, Chiara', 'Welcome back, Chiara']

      const firstVisit = await dashboardOf(client, user, locale)
      assert.isTrue(firstVisit.page.props.firstVisit)
      assert.include(ssrBody(firstVisit.response.text()), first)
      assert.notInclude(ssrBody(firstVisit.response.text()), back)

      for (let visit = 0; visit < 2; visit++) {
        const later = await dashboardOf(client, user, locale)
        assert.isFalse(later.page.props.firstVisit)
        assert.include(ssrBody(later.response.text()), back)
      }
    })
})

test.group('Dashboard | mentor view', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows requests waiting for the mentor, upcoming sessions and stats', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenMentor({
      rating: 4.5,
      ratingsCount: 8,
      sessionsCount: 12,
    })
    const mentee = await givenUser({ firstName: 'Sara', lastName: 'Bianchi' })
    const waiting = await givenSession(mentor, mentee, 4, 'pending')
    const confirmed = await givenSession(mentor, mentee, 6)
    const rescheduled = await givenSession(mentor, mentee, 8)
    await RescheduleRequest.create({
      sessionId: rescheduled.id,
      requestedByUserId: mentee.id,
      newStartsAt: rescheduled.startsAt.plus({ days: 2 }),
      newEndsAt: rescheduled.endsAt.plus({ days: 2 }),
      reason: 'A board meeting moved',
      status: 'pending',
    })
    const ownRequest = await givenSession(mentor, mentee, 10)
    await RescheduleRequest.create({
      sessionId: ownRequest.id,
      requestedByUserId: mentor.id,
      newStartsAt: ownRequest.startsAt.plus({ days: 2 }),
      newEndsAt: ownRequest.endsAt.plus({ days: 2 }),
      reason: 'Travelling that week',
      status: 'pending',
    })
    // Waiting for the mentee (the mentor confirmed), past or cancelled: not waiting for the mentor.
    const byMentee = await givenSession(mentor, mentee, 12, 'pending')
    byMentee.mentorConfirmedAt = DateTime.utc()
    byMentee.menteeConfirmedAt = null
    await byMentee.save()
    await givenSession(mentor, mentee, 14, 'cancelled')
    const { user: otherMentor } = await givenMentor()
    await givenSession(otherMentor, mentee, 5, 'pending')

    const { page, response } = await dashboardOf(client, mentor)
    assert.equal(page.props.dashboard.view, 'mentor')
    assert.isNull(page.props.dashboard.mentee)
    const data = page.props.dashboard.mentor
    assert.deepEqual(ids(data.requests.items), [waiting.id, rescheduled.id])
    assert.equal(data.requests.total, 2)
    assert.containsSubset(data.requests.items[0], {
      role: 'mentor',
      awaitingConfirmationFrom: 'mentor',
      counterpart: { name: 'Sara Bianchi', profilePath: null },
    })
    assert.isTrue(data.requests.items[1].rescheduleAwaitingMe)
    assert.deepEqual(ids(data.upcoming.items), [waiting.id, confirmed.id, rescheduled.id])
    assert.equal(data.upcoming.total, 5)
    assert.deepEqual(data.stats, {
      rating: 4.5,
      ratingsCount: 8,
      sessionsCount: profile.sessionsCount,
    })

    const html = ssrBody(response.text())
    assert.include(html, 'Requests waiting for you')
    assert.include(html, 'href="/settings/profile/schedule"')
    assert.include(html, 'href="/dashboard/sessions?tab=upcoming"')
  })

  test('shows feedback received with its public parts only', async ({ client, assert }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser({ firstName: 'Luca', lastName: 'Esposito' })
    const session = await givenSession(mentor, mentee, -5, 'completed')
    const older = await givenSession(mentor, mentee, -9, 'completed')
    const feedback = await Feedback.create({
      sessionId: session.id,
      authorUserId: mentee.id,
      overallRating: 5,
      communicationRating: 4,
      knowledgeRating: 5,
      wouldRecommend: true,
      publicText: 'Clear, practical advice on our pitch.',
      privateText: 'PRIVATE-FOR-ADMINS-ONLY',
    })
    await Feedback.create({
      sessionId: older.id,
      authorUserId: mentee.id,
      overallRating: 3,
      publicText: null,
      privateText: 'ANOTHER-PRIVATE-TEXT',
      createdAt: DateTime.utc().minus({ days: 8 }),
    })
    // The mentor's own feedback on the mentee is not "received".
    await Feedback.create({
      sessionId: session.id,
      authorUserId: mentor.id,
      overallRating: 4,
      publicText: 'MENTOR-OWN-FEEDBACK',
      privateText: 'MENTOR-OWN-PRIVATE',
    })

    await feedback.refresh() // as stored (SQLite keeps whole seconds)

    const { page, response } = await dashboardOf(client, mentor)
    const received = page.props.dashboard.mentor.feedback
    assert.lengthOf(received, 2)
    assert.deepEqual(received[0], {
      id: feedback.id,
      sessionId: session.id,
      overallRating: 5,
      publicText: 'Clear, practical advice on our pitch.',
      menteeFirstName: 'Luca',
      createdAt: feedback.createdAt.toUTC().toISO(),
    })
    assert.equal(received[1].overallRating, 3)
    for (const secret of [
      'PRIVATE-FOR-ADMINS-ONLY',
      'ANOTHER-PRIVATE-TEXT',
      'MENTOR-OWN-FEEDBACK',
      'MENTOR-OWN-PRIVATE',
      'Esposito',
    ]) {
      assert.notInclude(response.text(), secret)
    }
    const html = ssrBody(response.text())
    assert.include(html, 'Clear, practical advice on our pitch.')
    assert.include(html, 'from Luca')
  })

  test('a new mentor sees every section empty', async ({ client, assert }) => {
    const { user: mentor } = await givenMentor()
    const { page, response } = await dashboardOf(client, mentor)
    assert.deepEqual(page.props.dashboard.mentor.requests, { items: [], total: 0 })
    assert.deepEqual(page.props.dashboard.mentor.upcoming, { items: [], total: 0 })
    assert.deepEqual(page.props.dashboard.mentor.feedback, [])
    const html = ssrBody(response.text())
    assert.include(html, 'No requests waiting')
    assert.include(html, 'No upcoming sessions')
    assert.include(html, 'No feedback yet')
    assert.include(html, 'No ratings yet')
  })
})

test.group('Dashboard | Italian', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the mentee view is in Italian', async ({ client, assert }) => {
    const mentee = await givenUser({ firstName: 'Chiara' })
    const { response } = await dashboardOf(client, mentee, 'it')
    const html = ssrBody(response.text())
    for (const text of [
      'Ti diamo il benvenuto, Chiara',
      'Prossime sessioni',
      'Sessioni passate',
      'Mentor salvati',
      'Note recenti',
      'Invita e guadagna',
      'I tuoi amici ricevono il 20% di sconto sul primo abbonamento.',
      'Parla con un consulente',
    ]) {
      assert.include(html, text)
    }
  })

  test('the mentor view is in Italian', async ({ client, assert }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser({ firstName: 'Anna' })
    const session = await givenSession(mentor, mentee, -4, 'completed')
    await Feedback.create({ sessionId: session.id, authorUserId: mentee.id, overallRating: 4 })
    await givenSession(mentor, mentee, 5, 'pending')
    const { response } = await dashboardOf(client, mentor, 'it')
    const html = ssrBody(response.text())
    for (const text of [
      'Richieste in attesa',
      'In attesa della tua conferma',
      'Feedback ricevuti',
      'da Anna',
      '4 su 5',
      'Impostazioni della disponibilità',
    ]) {
      assert.include(html, text)
    }
  })
})

/** The settings pages' names in a language, as the menus show them (resources/lang/<locale>/common.json). */
async function settingsPageNames(locale: 'en' | 'it') {
  const common = JSON.parse(
    await readFile(
      join(import.meta.dirname, `../../../resources/lang/${locale}/common.json`),
      'utf8'
    )
  )
  const names: Record<string, string> = common.settings
  return {
    '/settings/profile': common.nav.settings,
    '/settings/profile/schedule': names.schedule,
    '/settings/account/calendar': names.calendar,
    '/settings/profile/mentor': names.mentorProfile,
    '/settings/profile/basic': names.basicProfile,
    '/settings/payments': names.payments,
    '/settings/referrals': names.referrals,
  } as Record<string, string>
}

/** Every link of the markup to a settings page, with its text. */
function settingsLinks(html: string) {
  return [...html.matchAll(/<a[^>]*href="(\/settings\/[^"?#]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, inner]) => ({ href, text: inner.replace(/<[^>]+>/g, '').trim() })
  )
}

test.group('Dashboard | links name the page they open', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const locale of ['en', 'it'] as const) {
    test(`a mentor's settings links say which settings page they open (${locale})`, async ({
      client,
      assert,
    }) => {
      const { user: mentor } = await givenMentor()
      const { response } = await dashboardOf(client, mentor, locale)
      const names = await settingsPageNames(locale)
      const links = settingsLinks(ssrBody(response.text()))
      assert.isAbove(links.length, 0)
      assert.includeMembers(
        links.map((link) => link.href),
        ['/settings/profile/schedule']
      )
      for (const link of links) {
        const name = names[link.href]
        assert.isDefined(name, `a link to ${link.href}`)
        assert.include(link.text.toLowerCase(), name.toLowerCase(), `the link to ${link.href}`)
        // It names no other settings page (the schedule is not the calendar).
        for (const [href, other] of Object.entries(names)) {
          const distinct = href !== '/settings/profile' && href !== link.href
          if (distinct && !name.toLowerCase().includes(other.toLowerCase())) {
            assert.notInclude(
              link.text.toLowerCase(),
              other.toLowerCase(),
              `the link to ${link.href}`
            )
          }
        }
      }
    })
  }
})
