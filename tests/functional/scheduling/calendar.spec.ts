import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import type User from '#accounts/models/user'
import CalendarConnection from '#scheduling/models/calendar_connection'
import MentoringSession from '#scheduling/models/mentoring_session'
import {
  calendarBusy,
  forgetCalendarBusy,
  removeSessionEvent,
  syncSessionEvent,
} from '#scheduling/services/calendar_sync'
import { googleCalendarApi, openToken, sealToken } from '#scheduling/services/google_calendar'
import {
  FakeGoogleCalendar,
  googleAccount,
  type FakeGoogleAccount,
} from '#tests/helpers/fake_google_calendar'
import { givenMentor } from '#tests/helpers/mentors'
import { REQUEST_TEXTS, givenSchedule } from '#tests/helpers/sessions'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { googleCalendarSettings } from '#config/ally'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { deliveredByWorker, startQueueWorker } from '#tests/helpers/queue_worker'
import { TestSmtpServer } from '#tests/helpers/smtp_server'

const PAGE = '/settings/account/calendar'
const PASSWORD = 'a-long-test-password-2026'
const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
]

const fake = new FakeGoogleCalendar()

/** A browser signed in as `user` through the login form. */
async function signedIn(user: User, locale: 'en' | 'it' = 'en') {
  const visitor = await Visitor.opening('/login', locale)
  const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
  response.assertStatus(302)
  return visitor
}

/** Connect with Google, the consent screen, and back at the app's callback. */
async function connectThroughGoogle(visitor: Visitor) {
  const redirect = await visitor.get(`${PAGE}/connect`)
  redirect.assertStatus(302)
  const authorizeUrl = new URL(redirect.header('location')!)
  const consent = await fetch(authorizeUrl, { redirect: 'manual' })
  if (consent.status !== 302) throw new Error(`consent: ${consent.status} ${await consent.text()}`)
  const back = new URL(consent.headers.get('location')!)
  const callback = await visitor.get(`${back.pathname}${back.search}`)
  return { authorizeUrl, back, callback }
}

/** The toast flashed for the next page. */
async function toastOn(visitor: Visitor) {
  const page = await visitor.page(PAGE)
  return { toast: page.flash?.toast as { title?: string; variant?: string }, props: page.props }
}

/** A connection stored the way the callback stores it, with tokens the fake knows. */
async function givenConnection(user: User, account: FakeGoogleAccount, overrides = {}) {
  const tokens = fake.issueTokens(account)
  const connection = await CalendarConnection.create({
    userId: user.id,
    provider: 'google',
    accountEmail: account.email,
    accessToken: sealToken(tokens.accessToken),
    refreshToken: sealToken(tokens.refreshToken),
    expiresAt: DateTime.now().plus({ hours: 1 }),
    calendarId: 'primary',
    scopes: CALENDAR_SCOPES.join(' '),
    connectedAt: DateTime.now(),
    ...overrides,
  })
  return { connection, tokens }
}

let sessionDay = 0

/** A confirmed session of `mentor` with a mentee, inserted directly (each on its own day). */
async function givenSession(mentor: User, overrides: Partial<MentoringSession> = {}) {
  const mentee = await givenUser({ firstName: 'Luca', lastName: 'Neri' })
  sessionDay += 1
  const startsAt = DateTime.utc()
    .plus({ days: 5 + sessionDay })
    .startOf('hour')
  const session = await MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for the board',
    problem: 'The pitch does not explain the unit economics clearly',
    desiredOutcome: 'A pitch outline with the numbers investors ask for',
    communicationTool: 'google_meet',
    isFreeCall: true,
    entitlement: 'free_call',
    status: 'confirmed',
    bookedMonth: startsAt.toFormat('yyyy-MM'),
    ...overrides,
  })
  return { session, mentee }
}

test.group('Calendar integration | connect through Google', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    forgetCalendarBusy()
  })
  // No global transaction here: these tests sign in through the app, whose sign-in rate
  // limiter keeps its own database handle (on SQLite it would wait for the transaction's
  // one connection); every test uses its own users instead.
  group.each.setup(() => clearAuthRateLimits())

  test('Connect with Google asks for the calendar scopes with offline access and a state', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const visitor = await signedIn(user)
    const response = await visitor.get(`${PAGE}/connect`)
    response.assertStatus(302)
    const location = new URL(response.header('location')!)
    assert.equal(location.origin + location.pathname, `${fake.base}/oauth/authorize`)
    assert.equal(location.searchParams.get('client_id'), env.get('GOOGLE_CLIENT_ID'))
    assert.equal(
      location.searchParams.get('redirect_uri'),
      `${env.get('APP_URL')}/settings/account/calendar/callback`
    )
    assert.equal(location.searchParams.get('access_type'), 'offline')
    assert.equal(location.searchParams.get('prompt'), 'consent')
    assert.includeMembers(location.searchParams.get('scope')!.split(' '), CALENDAR_SCOPES)
    assert.isAbove(location.searchParams.get('state')!.length, 20)
    assert.isString(visitor.cookie('google_oauth_state'))
  })

  test('the consent stores the tokens encrypted with the scopes and shows Connected', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const account = googleAccount()
    fake.approveAs(account)
    const visitor = await signedIn(user)

    const { callback } = await connectThroughGoogle(visitor)
    callback.assertStatus(302)
    assert.equal(callback.header('location'), PAGE)

    const row = await CalendarConnection.findByOrFail('userId', user.id)
    assert.equal(row.provider, 'google')
    assert.equal(row.accountEmail, account.email)
    assert.includeMembers(row.scopes!.split(' '), CALENDAR_SCOPES)
    assert.isNotNull(row.expiresAt)
    assert.isAbove(row.expiresAt!.toMillis(), Date.now())
    // Stored encrypted: unreadable as stored, the issued tokens once decrypted.
    const [userInfo] = fake.to('/oauth/userinfo')
    const issuedAccessToken = userInfo.authorization!.replace('Bearer ', '')
    assert.notInclude(row.accessToken, 'cal_at_')
    assert.notInclude(row.refreshToken!, 'cal_rt_')
    assert.equal(openToken(row.accessToken), issuedAccessToken)
    assert.match(openToken(row.refreshToken)!, /^cal_rt_/)
    // ally's real driver exchanged the code with the client secret.
    const [tokenRequest] = fake.to('/oauth/token')
    assert.equal(tokenRequest.form.grant_type, 'authorization_code')
    assert.equal(tokenRequest.form.client_secret, env.get('GOOGLE_CLIENT_SECRET'))

    const { toast, props } = await toastOn(visitor)
    assert.equal(toast.title, 'Google Calendar connected')
    const connection = props.connection as Record<string, unknown>
    assert.equal(connection.accountEmail, account.email)
    assert.equal(connection.state, 'connected')
    assert.notProperty(connection, 'accessToken')
  })

  test('a state that does not match is refused and nothing is stored (Italian)', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    fake.approveAs(googleAccount())
    const visitor = await signedIn(user, 'it')
    const redirect = await visitor.get(`${PAGE}/connect`)
    const consent = await fetch(redirect.header('location')!, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location')!)
    back.searchParams.set('state', 'forged-state-value-0123456789')

    const callback = await visitor.get(`${back.pathname}${back.search}`)
    callback.assertStatus(302)
    assert.isNull(await CalendarConnection.findBy('userId', user.id))
    assert.lengthOf(fake.to('/oauth/token'), 0)
    const { toast } = await toastOn(visitor)
    assert.equal(toast.title, 'Impossibile collegare Google Calendar')
    assert.equal(toast.variant, 'destructive')
  })

  test('cancelling on Google, or unticking the calendar access, stores nothing', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const visitor = await signedIn(user)

    fake.denyNext()
    await connectThroughGoogle(visitor)
    const denied = await toastOn(visitor)
    assert.equal(denied.toast.title, 'Google Calendar was not connected')

    fake.approveAs(googleAccount(), {
      scope: 'openid https://www.googleapis.com/auth/userinfo.email',
    })
    await connectThroughGoogle(visitor)
    const { toast } = await toastOn(visitor)
    assert.equal(toast.title, 'Failed to connect Google Calendar')
    assert.isNull(await CalendarConnection.findBy('userId', user.id))
  })
})

test.group('Calendar integration | page and disconnect', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    forgetCalendarBusy()
  })
  // No global transaction here: these tests sign in through the app, whose sign-in rate
  // limiter keeps its own database handle (on SQLite it would wait for the transaction's
  // one connection); every test uses its own users instead.
  group.each.setup(() => clearAuthRateLimits())

  test('the page shows Not connected, then Connected with the account and date', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    const notConnected = await client.get(PAGE).loginAs(user)
    notConnected.assertStatus(200)
    const before = pageFrom(notConnected.text())
    assert.equal(before.component, 'scheduling/settings/calendar')
    assert.isNull(before.props.connection)
    assert.isTrue(before.props.available)

    const account = googleAccount()
    await givenConnection(user, account)
    const response = await client.get(PAGE).loginAs(user)
    const connected = pageFrom(response.text())
    const view = connected.props.connection as Record<string, unknown>
    assert.equal(view.accountEmail, account.email)
    assert.equal(view.state, 'connected')
    assert.isString(view.connectedAt)
    assert.notInclude(JSON.stringify(connected.props), 'cal_at_')
  })

  test('disconnect revokes the grant at Google and deletes the tokens', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    const { tokens } = await givenConnection(user, googleAccount())

    const response = await client.delete(PAGE).loginAs(user).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', PAGE)
    response.assertFlashMessage('toast', { title: 'Google Calendar disconnected' })
    assert.isNull(await CalendarConnection.findBy('userId', user.id))
    const [revoke] = fake.to('/oauth/revoke', 'POST')
    assert.equal(revoke.query.token, tokens.refreshToken)
    assert.isTrue(fake.isRevoked(tokens.refreshToken))
  })

  test('disconnect deletes the tokens even when Google cannot revoke (POST form too)', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    await givenConnection(user, googleAccount())
    fake.outage = 'error'

    const response = await client
      .post(`${PAGE}/disconnect`)
      .loginAs(user)
      .withCsrfToken()
      .header('Accept-Language', 'it')
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('toast', { title: 'Google Calendar scollegato' })
    assert.isNull(await CalendarConnection.findBy('userId', user.id))
    assert.isAtLeast(fake.to('/oauth/revoke').length, 1)
  })

  test('disconnect needs the CSRF token', async ({ client, assert }) => {
    const { user } = await givenMentor()
    await givenConnection(user, googleAccount())
    await client.delete(PAGE).loginAs(user).redirects(0)
    assert.isNotNull(await CalendarConnection.findBy('userId', user.id))
    assert.lengthOf(fake.to('/oauth/revoke'), 0)
  })
})

test.group('Calendar integration | without Google configured', (group) => {
  group.each.setup(() => {
    const clientId = googleCalendarSettings.clientId
    googleCalendarSettings.clientId = ''
    return () => {
      googleCalendarSettings.clientId = clientId
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const cases = [
    {
      locale: 'en',
      title: 'Calendar sync is not available on this site',
      invitations: 'by e-mail with a calendar invitation',
      schedule: 'Open your schedule',
    },
    {
      locale: 'it',
      title: 'La sincronizzazione del calendario non è disponibile su questo sito',
      invitations: 'via e-mail con un invito di calendario',
      schedule: 'Apri la pagina Disponibilità',
    },
  ] as const

  for (const expected of cases) {
    test(`a mentor is told sync is unavailable and led to the schedule, with no empty actions (${expected.locale})`, async ({
      client,
      assert,
    }) => {
      const { user } = await givenMentor()
      const response = await client
        .get(PAGE)
        .header('Accept-Language', expected.locale)
        .loginAs(user)
      response.assertStatus(200)
      assert.isFalse(pageFrom(response.text()).props.available)
      const html = ssrBody(response.text())
      assert.include(html, expected.title)
      assert.include(html, expected.invitations)
      assert.match(
        html,
        new RegExp(`<a[^>]*href="/settings/profile/schedule"[^>]*>${expected.schedule}</a>`)
      )
      assert.notInclude(html, 'data-testid="calendar-actions"')
      assert.notInclude(html, 'href="/settings/account/calendar/connect"')
    })
  }

  test('a mentee is told sync is unavailable, without the schedule link', async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    const response = await client.get(PAGE).loginAs(mentee)
    const html = ssrBody(response.text())
    assert.include(html, 'Calendar sync is not available on this site')
    assert.include(html, 'by e-mail with a calendar invitation')
    assert.notInclude(html, 'href="/settings/profile/schedule"')
    assert.notInclude(html, 'data-testid="calendar-actions"')
  })

  test('an existing connection can still be disconnected', async ({ client, assert }) => {
    const { user } = await givenMentor()
    await givenConnection(user, googleAccount())
    const response = await client.get(PAGE).loginAs(user)
    const html = ssrBody(response.text())
    assert.include(html, 'data-testid="calendar-actions"')
    assert.include(html, '>Disconnect</button>')
  })
})

test.group('Calendar integration | free/busy', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    forgetCalendarBusy()
    const timeout = googleCalendarApi.timeoutMs
    return () => {
      googleCalendarApi.timeoutMs = timeout
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const from = () => DateTime.utc().plus({ days: 2 }).startOf('hour')

  test('not connected: nothing busy and no call to Google', async ({ assert }) => {
    const { user } = await givenMentor()
    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.deepEqual(result, { busy: [], unavailable: false, connected: false })
    assert.lengthOf(fake.requests, 0)
  })

  test('busy times of the primary and owned calendars come back in UTC and are cached', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const account = googleAccount()
    await givenConnection(user, account)
    const start = from().plus({ days: 1 }).set({ hour: 9 })
    fake.busy.set(account.email, [
      { start: start.toISO()!, end: start.plus({ hours: 1 }).toISO()! },
      // Outside the window: not returned.
      {
        start: start.plus({ days: 30 }).toISO()!,
        end: start.plus({ days: 30, hours: 1 }).toISO()!,
      },
    ])
    fake.calendars.set(account.email, [
      {
        id: 'team@group.calendar.google.com',
        busy: [
          {
            start: start.plus({ hours: 3 }).setZone('Europe/Rome').toISO()!,
            end: start.plus({ hours: 4 }).setZone('Europe/Rome').toISO()!,
          },
        ],
      },
    ])

    const window = [from(), from().plus({ days: 7 })] as const
    const result = await calendarBusy(user.id, ...window)
    assert.isFalse(result.unavailable)
    assert.deepEqual(
      result.busy.map((interval) => [interval.start.toISO(), interval.end.toISO()]),
      [
        [start.toISO(), start.plus({ hours: 1 }).toISO()],
        [start.plus({ hours: 3 }).toISO(), start.plus({ hours: 4 }).toISO()],
      ]
    )
    assert.equal(result.busy[0].start.zoneName, 'UTC')
    const [query] = fake.to('/calendar/v3/freeBusy', 'POST')
    assert.sameMembers(
      query.json.items.map((item: { id: string }) => item.id),
      ['primary', 'team@group.calendar.google.com']
    )

    // Served from the cache, also for a window inside the same days.
    await calendarBusy(user.id, ...window)
    await calendarBusy(user.id, window[0].plus({ minutes: 30 }), window[1])
    assert.lengthOf(fake.to('/calendar/v3/freeBusy'), 1)

    // Forgotten on a change: asked again.
    forgetCalendarBusy(user.id)
    await calendarBusy(user.id, ...window)
    assert.lengthOf(fake.to('/calendar/v3/freeBusy'), 2)
  })

  test('an outage answers unavailable without throwing and records the error', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const { connection } = await givenConnection(user, googleAccount())
    fake.outage = 'error'

    const started = Date.now()
    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.deepEqual(result, { busy: [], unavailable: true, connected: true })
    assert.isBelow(Date.now() - started, 2000, 'no retries')
    await connection.refresh()
    assert.match(connection.lastError!, /^unavailable: /)
    assert.isNotNull(connection.lastErrorAt)
  })

  test('a Google that hangs answers unavailable within the timeout', async ({ assert }) => {
    const { user } = await givenMentor()
    await givenConnection(user, googleAccount())
    googleCalendarApi.timeoutMs = 400
    fake.outage = 'hang'

    const started = Date.now()
    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    const elapsed = Date.now() - started
    assert.deepEqual(result, { busy: [], unavailable: true, connected: true })
    assert.isAtLeast(elapsed, 350)
    assert.isBelow(elapsed, 1500)
  })

  test('a hanging token refresh is bounded by the same timeout', async ({ assert }) => {
    const { user } = await givenMentor()
    await givenConnection(user, googleAccount(), {
      expiresAt: DateTime.now().minus({ minutes: 5 }),
    })
    googleCalendarApi.timeoutMs = 400
    fake.outage = 'hang'

    const started = Date.now()
    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.deepEqual(result, { busy: [], unavailable: true, connected: true })
    assert.isBelow(Date.now() - started, 1000)
    assert.lengthOf(fake.to('/calendar/v3/freeBusy'), 0)
  })

  test('an expired access token is refreshed first and the new token stored', async ({
    assert,
  }) => {
    const { user } = await givenMentor()
    const { connection, tokens } = await givenConnection(user, googleAccount(), {
      expiresAt: DateTime.now().minus({ minutes: 5 }),
    })

    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.isFalse(result.unavailable)
    const [refresh] = fake.to('/oauth/token', 'POST')
    assert.equal(refresh.form.grant_type, 'refresh_token')
    assert.equal(refresh.form.refresh_token, tokens.refreshToken)

    await connection.refresh()
    const stored = openToken(connection.accessToken)!
    assert.notEqual(stored, tokens.accessToken)
    assert.match(stored, /^cal_at_/)
    assert.isAbove(connection.expiresAt!.toMillis(), Date.now() + 30 * 60_000)
    assert.equal(openToken(connection.refreshToken), tokens.refreshToken)
    const [query] = fake.to('/calendar/v3/freeBusy')
    assert.equal(query.authorization, `Bearer ${stored}`)
  })

  test('a 401 from the API refreshes the token once and retries', async ({ assert }) => {
    const { user } = await givenMentor()
    const { connection, tokens } = await givenConnection(user, googleAccount())
    fake.expireAccessTokens()

    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.isFalse(result.unavailable)
    assert.lengthOf(fake.to('/oauth/token'), 1)
    await connection.refresh()
    assert.notEqual(openToken(connection.accessToken), tokens.accessToken)
    assert.isNull(connection.lastError)
  })

  test('a refused refresh marks the connection for reconnecting and stops calling Google', async ({
    assert,
    client,
  }) => {
    const { user } = await givenMentor()
    const { connection } = await givenConnection(user, googleAccount(), {
      expiresAt: DateTime.now().minus({ minutes: 1 }),
    })
    fake.refuseRefresh = true

    const result = await calendarBusy(user.id, from(), from().plus({ days: 7 }))
    assert.deepEqual(result, { busy: [], unavailable: true, connected: true })
    await connection.refresh()
    assert.match(connection.lastError!, /^reconnect: /)

    forgetCalendarBusy()
    const calls = fake.requests.length
    const again = await calendarBusy(user.id, from(), from().plus({ days: 3 }))
    assert.isTrue(again.unavailable)
    assert.equal(fake.requests.length, calls, 'no call until the user connects again')

    const response = await client.get(PAGE).loginAs(user)
    const page = pageFrom(response.text())
    assert.equal((page.props.connection as { state: string }).state, 'reconnect')
  })
  test('busy times leave the slots, the booking check and the next free slot the catalogue shows', async ({
    client,
    assert,
  }) => {
    // Every day 09:00-12:00 and nothing else (not the helper's usual Monday hour at 07:00, which
    // the busy morning below would not cover when Monday is the first bookable day).
    const { user, profile } = await givenMentor({ timezone: 'UTC', weeklyHours: false })
    await givenSchedule(profile, '09:00', '12:00')
    const account = googleAccount()
    await givenConnection(user, account)
    const slotsNow = async () => {
      const response = await client.get(`/api/mentors/${user.id}/slots`)
      return response.body().data as { startsAt: string }[]
    }
    const [first] = await slotsNow()
    const day = DateTime.fromISO(first.startsAt, { zone: 'utc' }).startOf('day')
    // The whole first bookable morning is taken in Google Calendar.
    fake.busy.set(account.email, [
      { start: day.set({ hour: 8 }).toISO()!, end: day.set({ hour: 13 }).toISO()! },
    ])
    forgetCalendarBusy()

    const slots = await slotsNow()
    assert.isFalse(slots.some((slot) => slot.startsAt.startsWith(day.toISODate()!)))
    const mentee = await givenUser()
    const refused = await client
      .post(`/api/mentors/${user.id}/sessions`)
      .withCsrfToken()
      .loginAs(mentee)
      .json({
        startsAt: first.startsAt,
        ...REQUEST_TEXTS,
        communicationTool: 'google_meet',
        bestPracticeConfirmed: true,
      })
    refused.assertStatus(409)

    await refreshNextAvailable([profile.id])
    await profile.refresh()
    assert.equal(profile.nextAvailableAt?.toUTC().toISO(), slots[0].startsAt)
  })
})

test.group('Calendar integration | session events', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    forgetCalendarBusy()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a confirmed session gets an event with the mentee and a Meet link, which becomes its link', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    mentor.locale = 'it'
    mentor.timezone = 'Europe/Rome'
    await mentor.save()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session, mentee } = await givenSession(mentor)

    await syncSessionEvent(session.id)

    const [insert] = fake.to('/calendar/v3/calendars/primary/events', 'POST')
    assert.equal(insert.query.conferenceDataVersion, '1')
    assert.equal(
      insert.json.conferenceData.createRequest.conferenceSolutionKey.type,
      'hangoutsMeet'
    )
    const [event] = fake.eventsOf(account.email)
    assert.equal(event.summary, 'Sessione di mentoring con Luca Neri')
    assert.include(event.description, 'Obiettivo: Prepare the seed round pitch')
    assert.deepEqual(event.attendees, [{ email: mentee.email, displayName: 'Luca Neri' }])
    assert.equal(DateTime.fromISO(event.start.dateTime).toMillis(), session.startsAt.toMillis())
    assert.equal(event.start.timeZone, 'Europe/Rome')
    assert.equal(DateTime.fromISO(event.end.dateTime).toMillis(), session.endsAt.toMillis())

    await session.refresh()
    assert.equal(session.calendarEventId, event.id)
    assert.match(session.meetingLink!, /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/)
    assert.equal(session.meetingLink, event.hangoutLink)
  })

  test('a session with its own link keeps it; a pending session gets no event', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session: own } = await givenSession(mentor, {
      meetingLink: 'https://zoom.example/j/123',
    })
    const { session: pending } = await givenSession(mentor, { status: 'pending' })

    await syncSessionEvent(own.id)
    await syncSessionEvent(pending.id)

    await own.refresh()
    await pending.refresh()
    assert.equal(own.meetingLink, 'https://zoom.example/j/123')
    assert.isString(own.calendarEventId)
    assert.isNull(pending.calendarEventId)
    assert.lengthOf(fake.eventsOf(account.email), 1)
  })

  test('a rescheduled session updates its event; the Meet link stays', async ({ assert }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session } = await givenSession(mentor)
    await syncSessionEvent(session.id)
    await session.refresh()
    const eventId = session.calendarEventId!
    const link = session.meetingLink

    const startsAt = session.startsAt.plus({ days: 2, hours: 3 })
    session.merge({ startsAt, endsAt: startsAt.plus({ minutes: 60 }) })
    await session.save()
    await syncSessionEvent(session.id)

    assert.lengthOf(fake.to('/calendar/v3/calendars/primary/events', 'POST'), 1)
    assert.lengthOf(fake.to(`/calendar/v3/calendars/primary/events/${eventId}`, 'PATCH'), 1)
    const events = fake.eventsOf(account.email)
    assert.lengthOf(events, 1)
    assert.equal(DateTime.fromISO(events[0].start.dateTime).toMillis(), startsAt.toMillis())
    await session.refresh()
    assert.equal(session.calendarEventId, eventId)
    assert.equal(session.meetingLink, link)
  })

  test('an event deleted in Google Calendar is created again on the next sync', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session } = await givenSession(mentor)
    await syncSessionEvent(session.id)
    await session.refresh()
    const first = session.calendarEventId!
    fake.events.delete(first)
    fake.deletedEvents.add(first)

    await syncSessionEvent(session.id)
    await session.refresh()
    assert.notEqual(session.calendarEventId, first)
    assert.lengthOf(fake.eventsOf(account.email), 1)
  })

  test('a cancelled session loses its event', async ({ assert }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session } = await givenSession(mentor)
    await syncSessionEvent(session.id)
    await session.refresh()
    const eventId = session.calendarEventId!

    session.status = 'cancelled'
    await session.save()
    await removeSessionEvent(session.id)

    assert.lengthOf(fake.to(`/calendar/v3/calendars/primary/events/${eventId}`, 'DELETE'), 1)
    assert.lengthOf(fake.eventsOf(account.email), 0)
    await session.refresh()
    assert.isNull(session.calendarEventId)
  })

  test('an outage never throws: the session stays as it was and the error is recorded', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const { connection } = await givenConnection(mentor, googleAccount())
    const { session } = await givenSession(mentor)
    fake.outage = 'error'

    await syncSessionEvent(session.id)
    await session.refresh()
    assert.isNull(session.calendarEventId)
    assert.isNull(session.meetingLink)
    await connection.refresh()
    assert.match(connection.lastError!, /^unavailable: session event/)

    // Google is back: the next sync works and clears the error.
    fake.outage = null
    await syncSessionEvent(session.id)
    await connection.refresh()
    assert.isNull(connection.lastError)
    await session.refresh()
    assert.isString(session.calendarEventId)
  })

  test('without a connection nothing is called', async ({ assert }) => {
    const { user: mentor } = await givenMentor()
    const { session } = await givenSession(mentor, { calendarEventId: 'left-from-before' })
    const { session: other } = await givenSession(mentor)

    await syncSessionEvent(other.id)
    await removeSessionEvent(session.id)
    await syncSessionEvent(999_999_999)

    assert.lengthOf(fake.requests, 0)
    await session.refresh()
    assert.isNull(session.calendarEventId)
  })
})

/**
 * The requests that confirm and cancel do not wait for Google: the queue worker (its own
 * process, as in production) writes the event, then sends the e-mail with its Meet link.
 * Committed data, so no global transaction: the worker reads it.
 */
test.group('Calendar integration | through the queue worker', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    await fake.start()
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return async () => {
      await smtp.stop()
      await fake.stop()
    }
  })
  group.each.setup(() => {
    fake.reset()
    forgetCalendarBusy()
  })

  test('confirming answers before Google is asked; the worker writes the event and its Meet link, then mails it', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session, mentee } = await givenSession(mentor, { status: 'pending' })

    const confirmed = await client
      .post(`/api/sessions/${session.id}/confirm`)
      .withCsrfToken()
      .loginAs(mentor)
    confirmed.assertStatus(200)
    assert.equal(confirmed.body().session.status, 'confirmed')
    assert.isNull(confirmed.body().session.meetingLink, 'no link before the calendar answers')
    assert.lengthOf(fake.requests, 0, 'Google is not called by the request')

    const [mail] = await deliveredByWorker(smtp, (message) => message.to.includes(mentee.email))
    const [event] = fake.eventsOf(account.email)
    assert.exists(event, 'the event written by the worker')
    await session.refresh()
    assert.equal(session.calendarEventId, event.id)
    assert.equal(session.meetingLink, event.hangoutLink)
    assert.include(mail.text, event.hangoutLink)
  }).timeout(60_000)

  test('cancelling answers before Google is asked; the worker takes the event out', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const account = googleAccount()
    await givenConnection(mentor, account)
    const { session, mentee } = await givenSession(mentor)
    await syncSessionEvent(session.id)
    assert.lengthOf(fake.eventsOf(account.email), 1)
    fake.requests = []

    const cancelled = await client
      .post(`/api/sessions/${session.id}/cancel`)
      .json({ reason: 'Something came up at work, sorry.' })
      .withCsrfToken()
      .loginAs(mentee)
    cancelled.assertStatus(200)
    // (The mentor's free time is worked out again at once, with their busy times.)
    const deletes = () => fake.requests.filter((request) => request.method === 'DELETE')
    assert.lengthOf(deletes(), 0, 'the event is not deleted by the request')

    const worker = await startQueueWorker()
    try {
      for (let attempt = 0; attempt < 300 && fake.eventsOf(account.email).length; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await worker.stop()
    }
    assert.lengthOf(fake.eventsOf(account.email), 0, worker.output())
    await session.refresh()
    assert.isNull(session.calendarEventId)
  }).timeout(60_000)
})
