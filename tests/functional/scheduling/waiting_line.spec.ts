import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { WAITING_LINE_RULES } from '#business/sessions'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import SlotHold from '#scheduling/models/slot_hold'
import ScheduleException from '#scheduling/models/schedule_exception'
import { runSessionsTick } from '#scheduling/services/sessions_tick'
import { offerFreedSlot, passHolds } from '#scheduling/services/waiting_line'
import { schedulingPersonalData } from '#scheduling/services/personal_data'
import { formatInstant, formatSessionTime } from '#scheduling/mails/session_mails'
import db from '@adonisjs/lucid/services/db'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { REQUEST_TEXTS, expectStatus, givenSession } from '#tests/helpers/sessions'
import { pageFrom } from '#tests/helpers/inertia'
import { MailCapture } from '#tests/helpers/mail_capture'

/*
| The waiting line for a full mentor (issue 33): who may join, the order and the number shown,
| the slot held for the first in line when one frees (e-mailed, hidden from everyone else,
| bookable by the holder alone), the hold passing on after its hours, leaving the line, and
| concurrent bookings of a held slot.
*/

type Slot = { startsAt: string; endsAt: string }

async function slotsAnswer(client: ApiClient, mentor: User, viewer?: User) {
  const request = client.get(`/api/mentors/${mentor.id}/slots`)
  const response = viewer ? await request.loginAs(viewer) : await request
  response.assertStatus(200)
  return response.body() as { data: Slot[]; heldForYou: { startsAt: string; expiresAt: string } }
}

/**
 * A listed mentor (Mondays 07:00-08:00 Rome, 60-minute sessions: one slot a week) whose every
 * slot in the horizon is booked. Returns the sessions, earliest first.
 */
async function givenFullMentor(client: ApiClient, options: { dayOff?: number } = {}) {
  const mentor = await givenMentor({ firstName: 'Fulvia' })
  const { data } = await slotsAnswer(client, mentor.user)
  const sessions: MentoringSession[] = []
  let dayOff: ScheduleException | null = null
  for (const [index, slot] of data.entries()) {
    if (index === options.dayOff) {
      // That Monday is a day off instead: no session, no slot.
      dayOff = await ScheduleException.create({
        mentorProfileId: mentor.profile.id,
        date: DateTime.fromISO(slot.startsAt).setZone('Europe/Rome').startOf('day'),
        reason: 'Conference',
        availableStart: null,
        availableEnd: null,
      })
      continue
    }
    sessions.push(
      await givenSession(mentor.user, await givenUser(), {
        startsAt: DateTime.fromISO(slot.startsAt, { zone: 'utc' }),
      })
    )
  }
  return { ...mentor, sessions, dayOff }
}

async function countOf(table: string, column: string, id: number) {
  const [row] = await db.from(table).where(column, id).count('* as total')
  return Number(row.total)
}

function join(client: ApiClient, mentee: User, mentor: User) {
  return client.post(`/api/mentors/${mentor.id}/waiting-line`).withCsrfToken().loginAs(mentee)
}

function leave(client: ApiClient, mentee: User, mentor: User) {
  return client.delete(`/api/mentors/${mentor.id}/waiting-line`).withCsrfToken().loginAs(mentee)
}

function book(client: ApiClient, mentee: User, mentor: User, startsAt: string) {
  return client
    .post(`/api/mentors/${mentor.id}/sessions`)
    .withCsrfToken()
    .loginAs(mentee)
    .json({
      startsAt,
      ...REQUEST_TEXTS,
      communicationTool: 'google_meet',
      bestPracticeConfirmed: true,
    })
}

/** A mentee cancels their session: its time frees. */
function cancel(client: ApiClient, session: MentoringSession, mentee: User) {
  return expectStatus(
    client
      .post(`/api/sessions/${session.id}/cancel`)
      .json({ reason: 'Something came up at work, sorry.' })
      .withCsrfToken()
      .loginAs(mentee),
    200
  )
}

async function menteeOf(session: MentoringSession) {
  const { default: UserModel } = await import('#accounts/models/user')
  return UserModel.findOrFail(session.menteeUserId)
}

async function heldFor(mentor: User) {
  return SlotHold.query().where('mentorUserId', mentor.id).where('status', 'held')
}

/** The mentee joins; their number in the line, as the call answers it. */
async function joined(client: ApiClient, mentee: User, mentor: User) {
  const response = await expectStatus(join(client, mentee, mentor), 200)
  return response.body().waitingLine.position as number
}

/** The starts of the mentor's slots as the viewer (or a visitor) sees them. */
async function startsSeenBy(client: ApiClient, mentor: User, viewer?: User) {
  const answer = await slotsAnswer(client, mentor, viewer)
  return answer.data.map((slot) => slot.startsAt)
}

async function positionOn(client: ApiClient, mentee: User, mentor: User) {
  const response = await client.get(`/mentors/${mentor.id}/sessions/new`).loginAs(mentee)
  response.assertStatus(200)
  return pageFrom(response.text()).props.waitingLine.position as number | null
}

test.group('Waiting line | joining', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('mentees join a full mentor in order of asking and see their number; leaving moves the others up', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenFullMentor(client)
    const [ada, bea, cleo] = [await givenUser(), await givenUser(), await givenUser()]

    const first = await expectStatus(join(client, ada, mentor), 200)
    assert.equal(first.body().waitingLine.position, 1)
    assert.isNull(first.body().waitingLine.hold)
    assert.equal(await joined(client, bea, mentor), 2)
    assert.equal(await joined(client, cleo, mentor), 3)
    // Asking again keeps the place.
    assert.equal(await joined(client, ada, mentor), 1)
    assert.equal(await positionOn(client, cleo, mentor), 3)

    const left = await expectStatus(leave(client, bea, mentor), 200)
    assert.isNull(left.body().waitingLine.position)
    assert.equal(await positionOn(client, cleo, mentor), 2)
    assert.equal(await positionOn(client, ada, mentor), 1)
    assert.isNull(await positionOn(client, bea, mentor))
    assert.lengthOf(await heldFor(mentor), 0)
  })

  test('only a mentee who could book joins, and only while nothing is free for them', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenFullMentor(client)
    const { user: open } = await givenMentor()

    const free = await join(client, await givenUser(), open).header('Accept-Language', 'it')
    free.assertStatus(409)
    assert.equal(free.body().errorCode, 'CONFLICT')
    assert.include(free.body().message, 'orari liberi')
    assert.properties(free.body(), ['message', 'requestId'])

    const self = await join(client, mentor, mentor)
    self.assertStatus(403)

    // A mentee whose free first call is used and who has no plan cannot book, so cannot wait.
    const spent = await givenUser()
    const { user: other } = await givenMentor()
    await givenSession(other, spent, { entitlement: 'free_call', status: 'completed' })
    const refused = await join(client, spent, mentor)
    refused.assertStatus(403)
    assert.equal(refused.body().errorCode, 'FORBIDDEN')

    const signedOut = await client.post(`/api/mentors/${mentor.id}/waiting-line`).withCsrfToken()
    signedOut.assertStatus(401)
    assert.equal(await countOf('waiting_line_entries', 'mentor_user_id', mentor.id), 0)
  })
})

test.group('Waiting line | a slot frees', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a cancellation holds the slot for the first in line, e-mailed; others do not see it and cannot book it; the holder books it and leaves the line', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const ada = await givenUser({ firstName: 'Ada' })
    const bea = await givenUser({ firstName: 'Bea' })
    await expectStatus(join(client, ada, mentor), 200)
    await expectStatus(join(client, bea, mentor), 200)

    const freed = sessions[3]
    const startsAt = freed.startsAt.toUTC().toISO()!
    await cancel(client, freed, await menteeOf(freed))

    const [hold] = await heldFor(mentor)
    assert.equal(hold.menteeUserId, ada.id)
    assert.equal(hold.startsAt.toMillis(), freed.startsAt.toMillis())
    const hours = hold.expiresAt.diff(hold.createdAt, 'hours').hours
    assert.closeTo(hours, WAITING_LINE_RULES.holdHours, 0.01)

    // The e-mail goes to Ada only, with the link straight to booking the held slot.
    assert.lengthOf(mails.subjectsTo(ada.email), 1)
    assert.lengthOf(mails.subjectsTo(bea.email), 0)
    const link = mails.linkTo(ada.email, `/mentors/${mentor.id}/sessions/new`)
    assert.equal(new URL(link, 'http://x').searchParams.get('slot'), startsAt)
    await expectStatus(client.get(link).loginAs(ada), 200)

    // Bea and anyone else do not see the slot; Ada sees it, named as hers.
    const forBea = await slotsAnswer(client, mentor, bea)
    assert.notInclude(
      forBea.data.map((slot) => slot.startsAt),
      startsAt
    )
    assert.isNull(forBea.heldForYou)
    assert.notInclude(await startsSeenBy(client, mentor), startsAt)
    const forAda = await slotsAnswer(client, mentor, ada)
    assert.include(
      forAda.data.map((slot) => slot.startsAt),
      startsAt
    )
    assert.equal(forAda.heldForYou.startsAt, startsAt)
    assert.equal(await positionOn(client, bea, mentor), 2)

    // Bea cannot book it (nor can a stranger); Ada can.
    const taken = await book(client, bea, mentor, startsAt)
    taken.assertStatus(409)
    assert.equal(taken.body().errorCode, 'DUPLICATE_RECORD')
    await expectStatus(book(client, await givenUser(), mentor, startsAt), 409)
    const booked = await expectStatus(book(client, ada, mentor, startsAt), 201)

    await hold.refresh()
    assert.equal(hold.status, 'booked')
    assert.equal(hold.sessionId, booked.body().session.id)
    assert.isNull(await positionOn(client, ada, mentor))
    assert.equal(await positionOn(client, bea, mentor), 1)
    // Nothing else is free: Bea waits on, nothing held.
    assert.lengthOf(await heldFor(mentor), 0)
  })

  test('the e-mail is in the mentee’s language and time zone (Italian, New York time)', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const gina = await givenUser({ locale: 'it', timezone: 'America/New_York' })
    await expectStatus(join(client, gina, mentor), 200)
    const freed = sessions[2]
    await cancel(client, freed, await menteeOf(freed))

    const [hold] = await heldFor(mentor)
    const [message] = mails.queuedTo(gina.email)
    const contents = MailCapture.contents(message)
    const subject = message.toJSON().message.subject ?? ''
    const until = formatInstant(hold.expiresAt, 'America/New_York', 'it')
    assert.include(subject, `è riservato per te fino a ${until}`)
    assert.include(subject, mentor.fullName)
    assert.include(
      contents,
      formatSessionTime(freed.startsAt, freed.endsAt, 'America/New_York', 'it')
    )
    assert.include(contents, 'Prenota questo orario')
  })

  test('a freed slot with nobody waiting stays free for anyone to book', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const freed = sessions[1]
    await cancel(client, freed, await menteeOf(freed))
    assert.lengthOf(await heldFor(mentor), 0)
    assert.equal(await passHolds(), 0)
    const startsAt = freed.startsAt.toUTC().toISO()!
    assert.include(await startsSeenBy(client, mentor), startsAt)
    await expectStatus(book(client, await givenUser(), mentor, startsAt), 201)
  })

  test('an exception removed frees its slot for the line', async ({ client, assert }) => {
    const { user: mentor, dayOff } = await givenFullMentor(client, { dayOff: 3 })
    assert.lengthOf(await startsSeenBy(client, mentor), 0)
    const ada = await givenUser()
    await expectStatus(join(client, ada, mentor), 200)

    await expectStatus(
      client.delete(`/api/schedule/exceptions/${dayOff!.id}`).withCsrfToken().loginAs(mentor),
      200
    )
    const [hold] = await heldFor(mentor)
    assert.equal(hold.menteeUserId, ada.id)
    assert.equal(hold.startsAt.setZone('Europe/Rome').toISODate(), dayOff!.date.toISODate())
    assert.lengthOf(mails.subjectsTo(ada.email), 1)
  })

  test('new weekly hours free slots for the line: the earliest is held', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenFullMentor(client)
    const ada = await givenUser()
    await expectStatus(join(client, ada, mentor), 200)

    await expectStatus(
      client
        .put('/api/schedule/weekly')
        .withCsrfToken()
        .loginAs(mentor)
        .json({
          entries: [
            { dayOfWeek: 1, startTime: '07:00', endTime: '08:00' },
            { dayOfWeek: 2, startTime: '07:00', endTime: '08:00' },
          ],
        }),
      200
    )
    const [hold] = await heldFor(mentor)
    assert.equal(hold.menteeUserId, ada.id)
    assert.equal(hold.startsAt.setZone('Europe/Rome').weekday, 2)
    const [first] = await startsSeenBy(client, mentor, ada)
    assert.equal(first, hold.startsAt.toUTC().toISO())
    assert.lengthOf(mails.subjectsTo(ada.email), 1)
  })
})

test.group('Waiting line | holds pass on', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a hold not booked in its hours passes to the next in line (the tick, idempotent, also run twice at once)', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const [ada, bea, cleo] = [await givenUser(), await givenUser(), await givenUser()]
    for (const mentee of [ada, bea, cleo]) await expectStatus(join(client, mentee, mentor), 200)
    const freed = sessions[5]
    await cancel(client, freed, await menteeOf(freed))
    const [first] = await heldFor(mentor)
    assert.equal(first.menteeUserId, ada.id)

    // Before the hours are over, the tick changes nothing.
    const early = first.expiresAt.minus({ minutes: 1 })
    const before = await runSessionsTick(early, ['holds'])
    assert.equal(before.slotsHeld, 0)
    const [still] = await heldFor(mentor)
    assert.equal(still.id, first.id)

    const later = first.expiresAt.plus({ minutes: 1 })
    const [one, two] = await Promise.all([
      runSessionsTick(later, ['holds']),
      runSessionsTick(later, ['holds']),
    ])
    assert.equal(one.slotsHeld + two.slotsHeld, 1)
    await first.refresh()
    assert.equal(first.status, 'lapsed')
    const held = await heldFor(mentor)
    assert.lengthOf(held, 1)
    assert.equal(held[0].menteeUserId, bea.id)
    assert.equal(held[0].startsAt.toMillis(), freed.startsAt.toMillis())
    assert.lengthOf(mails.subjectsTo(bea.email), 1)
    // Ada's turn is over: she left the line; Cleo moves up.
    assert.isNull(await positionOn(client, ada, mentor))
    assert.equal(await positionOn(client, cleo, mentor), 2)
    const again = await runSessionsTick(later, ['holds'])
    assert.equal(again.slotsHeld, 0)
  })

  test('a holder who leaves the line hands the slot to the next one at once', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const [ada, bea] = [await givenUser(), await givenUser()]
    await expectStatus(join(client, ada, mentor), 200)
    await expectStatus(join(client, bea, mentor), 200)
    const freed = sessions[2]
    await cancel(client, freed, await menteeOf(freed))
    const [first] = await heldFor(mentor)
    assert.equal(first.menteeUserId, ada.id)

    await expectStatus(leave(client, ada, mentor), 200)
    await first.refresh()
    assert.equal(first.status, 'released')
    const [next] = await heldFor(mentor)
    assert.equal(next.menteeUserId, bea.id)
    assert.equal(next.startsAt.toMillis(), freed.startsAt.toMillis())
    const forBea = await slotsAnswer(client, mentor, bea)
    assert.equal(forBea.heldForYou.startsAt, freed.startsAt.toUTC().toISO())
  })

  test('concurrent bookings of a held slot: only the holder’s wins, every other is a clean conflict', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const ada = await givenUser()
    await expectStatus(join(client, ada, mentor), 200)
    const freed = sessions[6]
    await cancel(client, freed, await menteeOf(freed))
    const startsAt = freed.startsAt.toUTC().toISO()!
    const others = await Promise.all(Array.from({ length: 6 }, () => givenUser()))

    const responses = await Promise.all(
      [...others.slice(0, 3), ada, ...others.slice(3)].map((mentee) =>
        book(client, mentee, mentor, startsAt)
      )
    )
    const created = responses.filter((response) => response.status() === 201)
    assert.lengthOf(created, 1)
    for (const response of responses.filter((answer) => answer.status() !== 201)) {
      assert.equal(response.status(), 409)
    }
    const live = await MentoringSession.query()
      .where('mentorUserId', mentor.id)
      .whereIn('status', ['pending', 'confirmed'])
    const atFreed = live.filter((one) => one.startsAt.toMillis() === freed.startsAt.toMillis())
    assert.lengthOf(atFreed, 1)
    assert.equal(atFreed[0].menteeUserId, ada.id)
    assert.equal(atFreed[0].id, created[0].body().session.id)
  })

  test('two offers at once hold one slot (the one-hold rule)', async ({ client, assert }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const ada = await givenUser()
    await expectStatus(join(client, ada, mentor), 200)
    // The time frees without its trigger (as if an instance died): the tick offers it.
    await sessions[3].merge({ status: 'cancelled', cancelledAt: DateTime.utc() }).save()
    const results = await Promise.all([offerFreedSlot(mentor.id), offerFreedSlot(mentor.id)])
    assert.lengthOf(results.filter(Boolean), 1)
    assert.lengthOf(await heldFor(mentor), 1)
    assert.lengthOf(mails.subjectsTo(ada.email), 1)
  })
})

test.group('Waiting line | personal data', () => {
  test('the export lists the mentee’s lines and held slots; the erasure removes them', async ({
    client,
    assert,
  }) => {
    const { user: mentor, sessions } = await givenFullMentor(client)
    const mails = new MailCapture()
    try {
      const ada = await givenUser()
      await expectStatus(join(client, ada, mentor), 200)
      await cancel(client, sessions[2], await menteeOf(sessions[2]))
      const exported = (await schedulingPersonalData.export({
        id: ada.id,
        locale: 'en',
      } as never)) as Record<string, any>
      assert.lengthOf(exported.waitingLines, 1)
      assert.equal(exported.waitingLines[0].mentor, mentor.fullName)
      assert.lengthOf(exported.heldSlots, 1)
      assert.equal(exported.heldSlots[0].status, 'held')

      await db.transaction((trx) => schedulingPersonalData.erase({ id: ada.id } as never, trx))
      assert.equal(await countOf('waiting_line_entries', 'mentee_user_id', ada.id), 0)
      assert.equal(await countOf('slot_holds', 'mentee_user_id', ada.id), 0)
    } finally {
      mails.restore()
    }
  })
})
