import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { SESSION_RULES } from '#business/sessions'
import MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

const PAGE = '/settings/profile/schedule'
const WEEKLY = '/api/schedule/weekly'
const EXCEPTIONS = '/api/schedule/exceptions'
const PREVIEW = '/api/schedule/preview'

const ZONE = 'Europe/Rome'
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7]

/** Every day of the week, 09:00-17:00. */
function workingWeek(start = '09:00', end = '17:00') {
  return ALL_WEEK.map((day) => ({ dayOfWeek: day, startTime: start, endTime: end }))
}

/** A date `days` from today in the mentor's zone (past the booking notice when days >= 3). */
function dateIn(days: number) {
  return DateTime.now().setZone(ZONE).plus({ days }).toISODate()!
}

async function storedWeekly(profileId: number) {
  const rows = await ScheduleEntry.query()
    .where('mentorProfileId', profileId)
    .orderBy('dayOfWeek')
    .orderBy('startTime')
  return rows.map((row) => [row.dayOfWeek, row.startTime, row.endTime])
}

type Slot = { startsAt: string; endsAt: string }

/** Slots of one local date in the mentor's zone, as 'HH:mm' starts. */
function startsOn(slots: Slot[], date: string) {
  return slots
    .map((slot) => DateTime.fromISO(slot.startsAt).setZone(ZONE))
    .filter((start) => start.toISODate() === date)
    .map((start) => start.toFormat('HH:mm'))
}

test.group('Schedule settings | access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visitor goes to the login page; the calls answer 401', async ({
    client,
    assert,
  }) => {
    const page = await client.get(PAGE).redirects(0)
    assert.oneOf(page.status(), [302, 303])
    assert.match(page.header('location') ?? '', /^\/login/)

    const write = await client.put(WEEKLY).withCsrfToken().json({ entries: [] })
    write.assertStatus(401)
    assert.equal(write.body().errorCode, 'UNAUTHORIZED')
    const read = await client.get(PREVIEW)
    read.assertStatus(401)
  })

  test('a STUDENT is refused the page (the 404 page) and every call (403 FORBIDDEN)', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    // A role guard refusing a page load: the 404 page (spec section 1).
    const page = await client.get(PAGE).loginAs(student)
    page.assertStatus(404)
    assert.include(ssrBody(page.text()), 'Page Not Found')

    const calls = [
      client.put(WEEKLY).withCsrfToken().json({ entries: [] }).loginAs(student),
      client
        .post(EXCEPTIONS)
        .withCsrfToken()
        .json({ date: dateIn(5), unavailableAllDay: true })
        .loginAs(student),
      client.delete(`${EXCEPTIONS}/1`).withCsrfToken().loginAs(student),
      client.get(PREVIEW).loginAs(student),
    ]
    for (const response of await Promise.all(calls)) {
      response.assertStatus(403)
      assert.equal(response.body().errorCode, 'FORBIDDEN')
    }
  })

  test('a mentor sees the page with their schedule, the time zone and the preview', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 2,
      startTime: '10:00',
      endTime: '12:00',
    })
    const response = await client.get(PAGE).loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'scheduling/settings/schedule')
    assert.isTrue(page.props.hasProfile)
    assert.equal(page.props.mentorTimeZone, ZONE)
    assert.deepEqual(page.props.schedule.weekly, [
      { dayOfWeek: 2, startTime: '10:00', endTime: '12:00' },
    ])
    assert.equal(page.props.preview.mentorTimeZone, ZONE)
    assert.isAbove(page.props.preview.data.length, 0)
    const html = ssrBody(response.text())
    assert.include(html, 'Weekly hours')
    assert.include(html, 'Europe/Rome')
    assert.lengthOf(html.match(/<main[\s>]/g) ?? [], 1, "one <main>, the layout's")
  })

  test('the page is in Italian for an Italian visitor', async ({ client, assert }) => {
    const { user } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const response = await client.get(PAGE).header('Accept-Language', 'it').loginAs(user)
    response.assertStatus(200)
    const html = ssrBody(response.text())
    assert.include(html, 'Orari settimanali')
    assert.include(html, 'Nessuno slot disponibile nelle prossime due settimane')
  })

  test('an ADMIN without a mentor profile gets a clear message; the calls answer NOT_FOUND', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const response = await client.get(PAGE).loginAs(admin)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.isFalse(page.props.hasProfile)
    assert.isNull(page.props.preview)
    assert.include(ssrBody(response.text()), 'You don&#x27;t have a mentor profile yet')

    const call = await client.put(WEEKLY).withCsrfToken().json({ entries: [] }).loginAs(admin)
    call.assertStatus(404)
    assert.equal(call.body().errorCode, 'NOT_FOUND')
    assert.equal(
      call.body().message,
      "You don't have a mentor profile yet. Create it before setting your schedule."
    )
  })
})

test.group('Schedule settings | weekly hours', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('PUT /api/schedule/weekly replaces the whole set and answers the schedule and preview', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const other = await givenMentor({ weeklyHours: false, timezone: ZONE })
    await ScheduleEntry.createMany([
      { mentorProfileId: profile.id, dayOfWeek: 1, startTime: '08:00', endTime: '10:00' },
      { mentorProfileId: profile.id, dayOfWeek: 3, startTime: '14:00', endTime: '18:00' },
      { mentorProfileId: other.profile.id, dayOfWeek: 1, startTime: '08:00', endTime: '10:00' },
    ])

    const entries = [
      { dayOfWeek: 5, startTime: '14:00', endTime: '18:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '17:30' },
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 7, startTime: '20:00', endTime: '24:00' },
    ]
    const response = await client.put(WEEKLY).withCsrfToken().json({ entries }).loginAs(user)
    response.assertStatus(200)
    assert.deepEqual(response.body().schedule.weekly, [
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '17:30' },
      { dayOfWeek: 5, startTime: '14:00', endTime: '18:00' },
      { dayOfWeek: 7, startTime: '20:00', endTime: '24:00' },
    ])
    assert.equal(response.body().preview.mentorTimeZone, ZONE)
    assert.deepEqual(await storedWeekly(profile.id), [
      [1, '09:00', '12:00'],
      [1, '13:00', '17:30'],
      [5, '14:00', '18:00'],
      [7, '20:00', '24:00'],
    ])
    assert.deepEqual(
      await storedWeekly(other.profile.id),
      [[1, '08:00', '10:00']],
      "another mentor's schedule is untouched"
    )

    // An empty list clears the schedule.
    const cleared = await client.put(WEEKLY).withCsrfToken().json({ entries: [] }).loginAs(user)
    cleared.assertStatus(200)
    assert.deepEqual(await storedWeekly(profile.id), [])
    assert.deepEqual(cleared.body().preview.data, [])
  })

  test("'End time must be after start time', in English and in Italian", async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const entries = [
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 2, startTime: '15:00', endTime: '14:00' },
      { dayOfWeek: 3, startTime: '10:00', endTime: '10:00' },
    ]
    const english = await client.put(WEEKLY).withCsrfToken().json({ entries }).loginAs(user)
    english.assertStatus(422)
    assert.equal(english.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(english.body().errors, {
      'entries.1.endTime': ['End time must be after start time'],
      'entries.2.endTime': ['End time must be after start time'],
    })

    const italian = await client
      .put(WEEKLY)
      .withCsrfToken()
      .header('Accept-Language', 'it')
      .json({ entries })
      .loginAs(user)
    italian.assertStatus(422)
    assert.deepEqual(italian.body().errors['entries.1.endTime'], [
      "L'ora di fine deve essere successiva all'ora di inizio",
    ])
    assert.deepEqual(await storedWeekly(profile.id), [])
  })

  test('times must be HH:mm between 00:00 and 24:00, days ISO 1-7', async ({ client, assert }) => {
    const { user } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const response = await client
      .put(WEEKLY)
      .withCsrfToken()
      .json({
        entries: [
          { dayOfWeek: 8, startTime: '09:00', endTime: '10:00' },
          { dayOfWeek: 1, startTime: '9am', endTime: '24:30' },
          { dayOfWeek: 2, startTime: '00:00', endTime: '24:00' },
          { dayOfWeek: 3, endTime: '10:00' },
        ],
      })
      .loginAs(user)
    response.assertStatus(422)
    const errors = response.body().errors
    assert.deepEqual(errors['entries.0.dayOfWeek'], ['Choose a day of the week'])
    assert.deepEqual(errors['entries.1.startTime'], [
      'Start time: use the HH:mm format, between 00:00 and 24:00',
    ])
    assert.deepEqual(errors['entries.1.endTime'], [
      'End time: use the HH:mm format, between 00:00 and 24:00',
    ])
    assert.deepEqual(errors['entries.3.startTime'], ['Start time is required'])
    assert.notProperty(errors, 'entries.2.startTime', 'a whole day 00:00-24:00 is fine')
    assert.notProperty(errors, 'entries.2.endTime')
  })

  test('overlapping ranges on one day are refused, naming the day, and nothing changes', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    await ScheduleEntry.create({
      mentorProfileId: profile.id,
      dayOfWeek: 4,
      startTime: '08:00',
      endTime: '09:00',
    })
    profile.nextAvailableAt = null
    await profile.save()
    const entries = [
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '12:00', endTime: '13:00' },
      { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 3, startTime: '11:00', endTime: '13:00' },
    ]
    const english = await client.put(WEEKLY).withCsrfToken().json({ entries }).loginAs(user)
    english.assertStatus(422)
    assert.deepEqual(english.body().errors, {
      'entries.3.startTime': [
        'Wednesday: 11:00–13:00 overlaps 09:00–12:00. Ranges on the same day must not overlap.',
      ],
    })

    const italian = await client
      .put(WEEKLY)
      .withCsrfToken()
      .header('Accept-Language', 'it')
      .json({ entries })
      .loginAs(user)
    italian.assertStatus(422)
    assert.match(
      italian.body().errors['entries.3.startTime'][0],
      /^Mercoledì: la fascia 11:00–13:00/
    )

    assert.deepEqual(await storedWeekly(profile.id), [[4, '08:00', '09:00']], 'nothing changed')
    await profile.refresh()
    assert.isNull(profile.nextAvailableAt)
  })

  test('saving updates the catalogue next free slot (next_available_at)', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({
      weeklyHours: false,
      timezone: ZONE,
      nextAvailableAt: null,
    })
    const response = await client
      .put(WEEKLY)
      .withCsrfToken()
      .json({ entries: workingWeek() })
      .loginAs(user)
    response.assertStatus(200)
    await profile.refresh()
    assert.isNotNull(profile.nextAvailableAt)
    const first = response.body().preview.data[0] as Slot
    assert.equal(profile.nextAvailableAt!.toMillis(), DateTime.fromISO(first.startsAt).toMillis())
    assert.isAtLeast(
      profile.nextAvailableAt!.toMillis(),
      DateTime.now().plus({ hours: SESSION_RULES.bookingNoticeHours }).toMillis() - 60_000
    )

    await client.put(WEEKLY).withCsrfToken().json({ entries: [] }).loginAs(user)
    const cleared = await MentorProfile.findOrFail(profile.id)
    assert.isNull(cleared.nextAvailableAt, 'no hours, no next free slot')
  })
})

test.group('Schedule settings | exceptions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, list, update and delete an exception', async ({ client, assert }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const date = dateIn(6)

    const created = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date, reason: 'Conference', unavailableAllDay: true })
      .loginAs(user)
    created.assertStatus(201)
    const id = created.body().exception.id
    assert.deepEqual(created.body().exception, {
      id,
      date,
      reason: 'Conference',
      unavailableAllDay: true,
      startTime: null,
      endTime: null,
    })
    assert.deepEqual(created.body().schedule.exceptions, [created.body().exception])

    const updated = await client
      .put(`${EXCEPTIONS}/${id}`)
      .withCsrfToken()
      .json({
        date,
        reason: '',
        unavailableAllDay: false,
        startTime: '10:00',
        endTime: '12:00',
      })
      .loginAs(user)
    updated.assertStatus(200)
    assert.deepEqual(updated.body().exception, {
      id,
      date,
      reason: null,
      unavailableAllDay: false,
      startTime: '10:00',
      endTime: '12:00',
    })
    const row = await ScheduleException.findOrFail(id)
    assert.equal(row.availableStart, '10:00')
    assert.equal(row.availableEnd, '12:00')
    assert.equal(row.date.toISODate(), date)

    const listed = await client.get('/api/schedule').loginAs(user)
    listed.assertStatus(200)
    assert.lengthOf(listed.body().schedule.exceptions, 1)

    const deleted = await client.delete(`${EXCEPTIONS}/${id}`).withCsrfToken().loginAs(user)
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body().schedule.exceptions, [])
    assert.isNull(await ScheduleException.find(id))
    const left = await ScheduleException.query().where('mentorProfileId', profile.id)
    assert.lengthOf(left, 0)
  })

  test("another mentor's exception cannot be changed or deleted (404)", async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const other = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const theirs = await ScheduleException.create({
      mentorProfileId: other.profile.id,
      date: DateTime.fromISO(dateIn(4)),
      reason: null,
      availableStart: null,
      availableEnd: null,
    })
    const update = await client
      .put(`${EXCEPTIONS}/${theirs.id}`)
      .withCsrfToken()
      .json({ date: dateIn(4), unavailableAllDay: true })
      .loginAs(user)
    update.assertStatus(404)
    assert.equal(update.body().errorCode, 'NOT_FOUND')
    const remove = await client.delete(`${EXCEPTIONS}/${theirs.id}`).withCsrfToken().loginAs(user)
    remove.assertStatus(404)
    assert.isNotNull(await ScheduleException.find(theirs.id))
  })

  test('validation: a date not in the past, hours when not all day, end after start, reason <= 200', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const post = (body: Record<string, unknown>, locale = 'en') =>
      client
        .post(EXCEPTIONS)
        .withCsrfToken()
        .header('Accept-Language', locale)
        .json(body)
        .loginAs(user)

    const past = await post({ date: dateIn(-1), unavailableAllDay: true })
    past.assertStatus(422)
    assert.deepEqual(past.body().errors, { date: ['The date must not be in the past'] })

    const today = await post({ date: dateIn(0), unavailableAllDay: true })
    today.assertStatus(201)

    const invalid = await post({ date: '2026-02-30', unavailableAllDay: true })
    assert.deepEqual(invalid.body().errors, { date: ['Enter a valid date'] })

    const noHours = await post({ date: dateIn(3), unavailableAllDay: false })
    assert.deepEqual(noHours.body().errors, {
      startTime: ['Enter the start time, or choose unavailable all day'],
      endTime: ['Enter the end time, or choose unavailable all day'],
    })

    const backwards = await post(
      { date: dateIn(3), unavailableAllDay: false, startTime: '13:00', endTime: '11:00' },
      'it'
    )
    assert.deepEqual(backwards.body().errors, {
      endTime: ["L'ora di fine deve essere successiva all'ora di inizio"],
    })

    const long = await post({ date: dateIn(3), unavailableAllDay: true, reason: 'x'.repeat(201) })
    assert.deepEqual(long.body().errors, { reason: ['Reason must be at most 200 characters long'] })

    const missing = await post({})
    assert.deepEqual(missing.body().errors.date, ['Choose a date'])
    assert.property(missing.body().errors, 'unavailableAllDay')

    const rows = await ScheduleException.query().where('mentorProfileId', profile.id)
    assert.lengthOf(rows, 1, 'only the valid one was saved')
  })

  test('at most one exception per date (create and update), in both languages', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    const first = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: dateIn(5), unavailableAllDay: true })
      .loginAs(user)
    first.assertStatus(201)

    const again = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: dateIn(5), unavailableAllDay: false, startTime: '09:00', endTime: '10:00' })
      .loginAs(user)
    again.assertStatus(422)
    assert.equal(again.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(again.body().errors, {
      date: ['You already have an exception on this date. Edit that one instead.'],
    })

    const second = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: dateIn(7), unavailableAllDay: true })
      .loginAs(user)
    second.assertStatus(201)
    const moved = await client
      .put(`${EXCEPTIONS}/${second.body().exception.id}`)
      .withCsrfToken()
      .header('Accept-Language', 'it')
      .json({ date: dateIn(5), unavailableAllDay: true })
      .loginAs(user)
    moved.assertStatus(422)
    assert.deepEqual(moved.body().errors, {
      date: ["Hai già un'eccezione in questa data. Modifica quella."],
    })

    // Saving the same exception on its own date is fine.
    const same = await client
      .put(`${EXCEPTIONS}/${first.body().exception.id}`)
      .withCsrfToken()
      .json({ date: dateIn(5), reason: 'Holiday', unavailableAllDay: true })
      .loginAs(user)
    same.assertStatus(200)

    const rows = await ScheduleException.query().where('mentorProfileId', profile.id)
    const dates = rows.map((row) => row.date.toISODate())
    assert.sameMembers(dates, [dateIn(5), dateIn(7)])
  })
})

test.group('Schedule settings | preview', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the preview follows the weekly hours and the exceptions', async ({ client, assert }) => {
    const { user, profile } = await givenMentor({
      weeklyHours: false,
      timezone: ZONE,
      sessionDuration: 60,
    })
    profile.bufferBeforeMinutes = 0
    profile.bufferAfterMinutes = 0
    await profile.save()

    const empty = await client.get(PREVIEW).loginAs(user)
    empty.assertStatus(200)
    assert.deepEqual(empty.body().data, [])
    assert.equal(empty.body().mentorTimeZone, ZONE)
    assert.equal(empty.body().durationMinutes, 60)

    await client
      .put(WEEKLY)
      .withCsrfToken()
      .json({ entries: workingWeek('09:00', '12:00') })
      .loginAs(user)
    const withHoursResponse = await client.get(PREVIEW).loginAs(user)
    const withHours = withHoursResponse.body()
    const dayOff = dateIn(5)
    const shortDay = dateIn(6)
    assert.deepEqual(startsOn(withHours.data, dayOff), [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ])
    const until = DateTime.now().plus({ days: 14 })
    for (const slot of withHours.data as Slot[]) {
      const start = DateTime.fromISO(slot.startsAt)
      assert.isAtMost(start.toMillis(), until.toMillis(), 'within the next two weeks')
      assert.isAtLeast(
        start.toMillis(),
        DateTime.now().plus({ hours: SESSION_RULES.bookingNoticeHours }).toMillis() - 60_000,
        'after the booking notice'
      )
      assert.equal(DateTime.fromISO(slot.endsAt).diff(start, 'minutes').minutes, 60)
    }

    const off = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: dayOff, unavailableAllDay: true })
      .loginAs(user)
    assert.deepEqual(startsOn(off.body().preview.data, dayOff), [], 'a day off has no slots')

    const short = await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: shortDay, unavailableAllDay: false, startTime: '15:00', endTime: '16:30' })
      .loginAs(user)
    assert.deepEqual(
      startsOn(short.body().preview.data, shortDay),
      ['15:00', '15:30'],
      'the exception replaces the weekly hours of that day'
    )

    await client.delete(`${EXCEPTIONS}/${off.body().exception.id}`).withCsrfToken().loginAs(user)
    const restoredResponse = await client.get(PREVIEW).loginAs(user)
    const restored = restoredResponse.body()
    assert.deepEqual(startsOn(restored.data, dayOff), ['09:00', '09:30', '10:00', '10:30', '11:00'])
  })

  test('an exception moves the next free slot the catalogue shows', async ({ client, assert }) => {
    const { user, profile } = await givenMentor({ weeklyHours: false, timezone: ZONE })
    await client.put(WEEKLY).withCsrfToken().json({ entries: workingWeek() }).loginAs(user)
    await profile.refresh()
    const before = profile.nextAvailableAt!
    const firstDate = before.setZone(ZONE).toISODate()!

    await client
      .post(EXCEPTIONS)
      .withCsrfToken()
      .json({ date: firstDate, unavailableAllDay: true })
      .loginAs(user)
    await profile.refresh()
    assert.isNotNull(profile.nextAvailableAt)
    assert.isAbove(profile.nextAvailableAt!.toMillis(), before.toMillis())
    assert.notEqual(profile.nextAvailableAt!.setZone(ZONE).toISODate(), firstDate)
  })
})
